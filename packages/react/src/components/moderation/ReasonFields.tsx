import { MODERATION_LIMITS } from "@pnyx/contract";
import { FieldError, Label, Radio, RadioGroup, TextArea, TextField } from "react-aria-components";
import { cx } from "../../helpers/format";
import { useDecisionReasons } from "../../hooks/moderation-queue";
import * as admin from "../admin/admin.css";
import * as forms from "../internal/forms/forms.css";
import { FailedState } from "../internal/ListStatus";
import * as styles from "./moderation.css";

export interface ReasonFieldsProps {
  /** The chosen reason's id (null for none yet). */
  reasonId: string | null;
  onReasonChange: (reasonId: string) => void;
  note: string;
  onNoteChange: (note: string) => void;
  texts: { reason: string; note: string; reasonsFailed: string };
}

/**
 * One of the site's reasons (each with the rule the member reads) and an optional note: what a
 * rejection and a sanction both give (the queue's reject dialog, SanctionForm).
 */
export function ReasonFields({ reasonId, onReasonChange, note, onNoteChange, texts }: ReasonFieldsProps) {
  const reasons = useDecisionReasons();
  return (
    <>
      {reasons.isError ? (
        <FailedState message={texts.reasonsFailed} />
      ) : (
        <RadioGroup name="reasonId" value={reasonId} onChange={onReasonChange} className={forms.field}>
          <Label className={forms.label}>{texts.reason}</Label>
          <div className={styles.reasons}>
            {(reasons.data?.reasons ?? []).map((reason) => (
              <Radio key={reason.id} value={reason.id} className={styles.reason}>
                <span>
                  <strong>{reason.label}</strong> <span className={admin.meta}>{reason.rule}</span>
                </span>
              </Radio>
            ))}
          </div>
          <FieldError className={forms.fieldError} />
        </RadioGroup>
      )}
      <TextField name="note" value={note} onChange={onNoteChange} maxLength={MODERATION_LIMITS.noteMax} className={forms.field}>
        <Label className={forms.label}>{texts.note}</Label>
        <TextArea className={cx(forms.input, styles.shortArea)} />
      </TextField>
    </>
  );
}
