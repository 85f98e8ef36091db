import { LIMITS, MESSAGES, type PollDraft } from "@pnyx/contract";
import { useId, useState } from "react";
import { Button, Dialog, Form, Heading, Input, Label, Modal, ModalOverlay, Radio, RadioGroup, TextField } from "react-aria-components";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import * as styles from "./chat.css";

/** The hours a poll may stay open (LIMITS.pollDurationsHours). */
type PollHours = (typeof LIMITS.pollDurationsHours)[number];

export interface CreatePollDialogStrings {
  title: string;
  question: string;
  option: (position: number) => string;
  removeOption: (position: number) => string;
  addOption: string;
  duration: string;
  hours: (count: number) => string;
  answers: string;
  single: string;
  multiple: string;
  create: string;
  creating: string;
  cancel: string;
  invalid: string;
}

export const defaultCreatePollDialogStrings: CreatePollDialogStrings = {
  title: "Create a poll",
  question: "Question",
  option: (n) => `Option ${n}`,
  removeOption: (n) => `Remove option ${n}`,
  addOption: "Add option",
  duration: "Duration",
  hours: (n) => (n === 1 ? "1 hour" : `${n} hours`),
  answers: "Answers",
  single: "One choice",
  multiple: "Several choices",
  create: "Create poll",
  creating: "Creating…",
  cancel: "Cancel",
  invalid: MESSAGES.pollInvalid,
};

export interface CreatePollDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the draft; the dialog closes when it resolves and shows the error when it rejects. */
  onCreate: (draft: PollDraft) => Promise<unknown>;
  strings?: Partial<CreatePollDialogStrings>;
}

let nextOptionKey = 0;
const blankOption = () => ({ key: nextOptionKey++, text: "" });
const blankOptions = () => Array.from({ length: LIMITS.pollMinOptions }, blankOption);

/**
 * A poll's draft: a question, 2 to 6 options (removable only above 2), a duration of 1, 6, 12, 24
 * (default), 72 or 168 hours, one or several choices. 'Please provide a question and at least 2
 * options' when the question or two options are missing.
 */
export function CreatePollDialog({ isOpen, onOpenChange, onCreate, strings }: CreatePollDialogProps) {
  const s = useStrings("createPollDialog", defaultCreatePollDialogStrings, strings);
  const [question, setQuestion] = useState("");
  const [options, setOptions] = useState(blankOptions);
  const [duration, setDuration] = useState<PollHours>(LIMITS.pollDefaultDurationHours);
  const [multiple, setMultiple] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const reset = () => {
    setQuestion("");
    setOptions(blankOptions());
    setDuration(LIMITS.pollDefaultDurationHours);
    setMultiple(false);
    setError(null);
  };

  const submit = (close: () => void) => {
    const filled = options.map((o) => o.text.trim()).filter(Boolean);
    if (!question.trim() || filled.length < LIMITS.pollMinOptions) return setError(s.invalid);
    setError(null);
    setBusy(true);
    onCreate({ question: question.trim(), options: filled, allowMultiple: multiple, duration }).then(
      () => {
        setBusy(false);
        reset();
        close();
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={shared.modalOverlay}>
      <Modal className={shared.modal}>
        <Dialog className={cx(styles.dialog, part("create-poll-dialog"))}>
          {({ close }) => (
            <Form
              className={forms.form}
              aria-describedby={error ? errorId : undefined}
              onSubmit={(event) => {
                event.preventDefault();
                submit(close);
              }}
            >
              <Heading slot="title" className={styles.dialogTitle}>
                {s.title}
              </Heading>
              <TextField value={question} onChange={setQuestion} maxLength={LIMITS.pollQuestion} className={forms.field} autoFocus>
                <Label className={forms.label}>{s.question}</Label>
                <Input className={forms.input} />
              </TextField>
              {options.map((option, index) => (
                <div key={option.key} className={styles.optionRow}>
                  <TextField
                    value={option.text}
                    onChange={(text) => setOptions(options.map((o) => (o.key === option.key ? { ...o, text } : o)))}
                    maxLength={LIMITS.pollOption}
                    className={cx(forms.field, styles.optionField)}
                  >
                    <Label className={forms.label}>{s.option(index + 1)}</Label>
                    <Input className={forms.input} />
                  </TextField>
                  {options.length > LIMITS.pollMinOptions ? (
                    <Button
                      className={shared.dangerButton}
                      onPress={() => setOptions(options.filter((o) => o.key !== option.key))}
                      aria-label={s.removeOption(index + 1)}
                    >
                      ✕
                    </Button>
                  ) : null}
                </div>
              ))}
              {options.length < LIMITS.pollMaxOptions ? (
                <div>
                  <Button className={forms.secondaryButton} onPress={() => setOptions([...options, blankOption()])}>
                    {s.addOption}
                  </Button>
                </div>
              ) : null}
              <RadioGroup value={String(duration)} onChange={(value) => setDuration(Number(value) as PollHours)} className={forms.field}>
                <Label className={forms.label}>{s.duration}</Label>
                <div className={styles.radioGroup}>
                  {LIMITS.pollDurationsHours.map((hours) => (
                    <Radio key={hours} value={String(hours)} className={styles.radio}>
                      <span className={styles.roundMark} aria-hidden="true" />
                      {s.hours(hours)}
                    </Radio>
                  ))}
                </div>
              </RadioGroup>
              <RadioGroup value={multiple ? "multiple" : "single"} onChange={(value) => setMultiple(value === "multiple")} className={forms.field}>
                <Label className={forms.label}>{s.answers}</Label>
                <div className={styles.radioGroup}>
                  <Radio value="single" className={styles.radio}>
                    <span className={styles.roundMark} aria-hidden="true" />
                    {s.single}
                  </Radio>
                  <Radio value="multiple" className={styles.radio}>
                    <span className={styles.roundMark} aria-hidden="true" />
                    {s.multiple}
                  </Radio>
                </div>
              </RadioGroup>
              {error ? (
                <p id={errorId} role="alert" className={forms.formError}>
                  {error}
                </p>
              ) : null}
              <div className={forms.actions}>
                <Button type="submit" className={forms.button} isDisabled={busy}>
                  {busy ? s.creating : s.create}
                </Button>
                <Button
                  className={forms.secondaryButton}
                  onPress={() => {
                    reset();
                    close();
                  }}
                >
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
