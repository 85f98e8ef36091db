import { MODERATION_LIMITS, MODERATION_TEXTS, type ReportDetails, type ReportReason } from "@pnyx/contract";
import { useEffect, useState } from "react";
import { Button, Dialog, FieldError, Form, Heading, Input, Label, Modal, ModalOverlay, Radio, RadioGroup, TextArea, TextField } from "react-aria-components";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import * as shared from "../internal/shared.css";
import * as styles from "./moderation.css";

export interface ReportDialogStrings {
  title: string;
  /** The reason group's label. */
  reason: string;
  reasons: Record<ReportReason, string>;
  /** Asked for `illegal`. */
  legalGround: string;
  /** Asked for `other`. */
  words: string;
  send: string;
  sending: string;
  cancel: string;
  chooseReason: string;
  needsLegalGround: string;
  needsWords: string;
}

const T = MODERATION_TEXTS;

export const defaultReportDialogStrings: ReportDialogStrings = {
  title: T.reportTitle,
  reason: T.reportReason,
  reasons: { spam: T.reasonSpam, abuse: T.reasonAbuse, offTopic: T.reasonOffTopic, illegal: T.reasonIllegal, other: T.reasonOther },
  legalGround: T.reportLegalGround,
  words: T.reportWords,
  send: T.reportSend,
  sending: T.reportSending,
  cancel: T.reportCancel,
  chooseReason: T.reportChooseReason,
  needsLegalGround: T.reportNeedsLegalGround,
  needsWords: T.reportNeedsWords,
};

const REASONS: readonly ReportReason[] = ["spam", "abuse", "offTopic", "illegal", "other"];

export interface ReportDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the reporter's choice once it is complete; the caller sends it and closes the dialog on success. */
  onReport: (details: ReportDetails) => void;
  /** While the report is being sent (the Send button waits). */
  isPending?: boolean;
  strings?: Partial<ReportDialogStrings>;
}

/** What a form's fields say is missing, by field name. */
function missing(reason: ReportReason | null, legalGround: string, words: string, s: ReportDialogStrings): Record<string, string> {
  if (!reason) return { reason: s.chooseReason };
  if (reason === "illegal" && !legalGround.trim()) return { legalGround: s.needsLegalGround };
  if (reason === "other" && !words.trim()) return { words: s.needsWords };
  return {};
}

/**
 * The reporter's dialog: a reason (spam, abuse, off-topic, illegal content, something else); illegal
 * content asks which law or rule it breaks, something else asks for a few words. Hands the complete
 * `ReportDetails` to `onReport`; nothing is sent without a reason.
 */
export function ReportDialog({ isOpen, onOpenChange, onReport, isPending = false, strings }: ReportDialogProps) {
  const s = useStrings("reportDialog", defaultReportDialogStrings, strings);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [legalGround, setLegalGround] = useState("");
  const [words, setWords] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Each opening starts afresh.
  useEffect(() => {
    if (!isOpen) return;
    setReason(null);
    setLegalGround("");
    setWords("");
    setErrors({});
  }, [isOpen]);

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={shared.modalOverlay}>
      <Modal className={shared.modal}>
        <Dialog className={cx(styles.dialog, part("report-dialog"))}>
          {({ close }) => (
            <Form
              className={forms.form}
              validationBehavior="aria"
              validationErrors={errors}
              onSubmit={(event) => {
                event.preventDefault();
                const found = missing(reason, legalGround, words, s);
                setErrors(found);
                if (Object.keys(found).length > 0 || !reason) return;
                onReport({
                  reason,
                  ...(reason === "illegal" ? { legalGround: legalGround.trim() } : {}),
                  ...(reason === "other" ? { text: words.trim() } : {}),
                });
              }}
            >
              <Heading slot="title" className={styles.dialogTitle}>
                {s.title}
              </Heading>
              <RadioGroup
                name="reason"
                value={reason}
                onChange={(value) => {
                  setReason(value as ReportReason);
                  setErrors({});
                }}
                className={forms.field}
              >
                <Label className={forms.label}>{s.reason}</Label>
                <div className={styles.reasons}>
                  {REASONS.map((r) => (
                    <Radio key={r} value={r} className={styles.reason}>
                      {s.reasons[r]}
                    </Radio>
                  ))}
                </div>
                <FieldError className={forms.fieldError} />
              </RadioGroup>
              {reason === "illegal" ? (
                <TextField
                  name="legalGround"
                  value={legalGround}
                  onChange={setLegalGround}
                  maxLength={MODERATION_LIMITS.legalGroundMax}
                  className={forms.field}
                >
                  <Label className={forms.label}>{s.legalGround}</Label>
                  <Input className={forms.input} />
                  <FieldError className={forms.fieldError} />
                </TextField>
              ) : null}
              {reason === "other" ? (
                <TextField name="words" value={words} onChange={setWords} maxLength={MODERATION_LIMITS.reportTextMax} className={forms.field}>
                  <Label className={forms.label}>{s.words}</Label>
                  <TextArea className={cx(forms.input, styles.shortArea)} />
                  <FieldError className={forms.fieldError} />
                </TextField>
              ) : null}
              <div className={forms.actions}>
                <Button type="submit" className={forms.button} isDisabled={isPending}>
                  {isPending ? s.sending : s.send}
                </Button>
                <Button className={forms.secondaryButton} onPress={close}>
                  {s.cancel}
                </Button>
              </div>
            </Form>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
