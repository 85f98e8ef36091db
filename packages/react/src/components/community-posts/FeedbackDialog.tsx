import { MESSAGES } from "@pnyx/contract";
import { useState } from "react";
import { Button, Dialog, Form, Heading, Label, Modal, ModalOverlay, TextArea, TextField } from "react-aria-components";
import { useAddFeedback } from "../../hooks/feedback";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import { useToast } from "../toasts/ToastProvider";
import * as styles from "./community-posts.css";

export interface FeedbackDialogStrings {
  title: string;
  label: string;
  placeholder: string;
  submit: string;
  submitting: string;
  close: string;
  writeAReply: string;
  thanks: string;
}

export const defaultFeedbackDialogStrings: FeedbackDialogStrings = {
  title: "How was posting?",
  label: "Your feedback",
  placeholder: "Tell us what worked and what did not",
  submit: "Send feedback",
  submitting: "Sending…",
  close: "Close",
  writeAReply: MESSAGES.writeAReply,
  thanks: MESSAGES.feedbackThanks,
};

export interface FeedbackDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  strings?: Partial<FeedbackDialogStrings>;
}

/** Asks a member for feedback (after a post): 'Please write a reply' when empty, then 'Thanks a lot for your valuable feedback'. */
export function FeedbackDialog({ isOpen, onOpenChange, strings }: FeedbackDialogProps) {
  const s = useStrings("feedbackDialog", defaultFeedbackDialogStrings, strings);
  const [text, setText] = useState("");
  const add = useAddFeedback();
  const toast = useToast();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={cx(styles.dialog, part("feedback-dialog"))}>
          {({ close }) => (
            <Form
              className={forms.form}
              onSubmit={(event) => {
                event.preventDefault();
                if (!text.trim()) return toast.show(s.writeAReply, { tone: "error" });
                add.mutate(
                  { feedbackText: text },
                  {
                    onSuccess: () => {
                      toast.show(s.thanks, { tone: "success" });
                      setText("");
                      close();
                    },
                    onError: (error) => toast.show(error.message, { tone: "error" }),
                  },
                );
              }}
            >
              <Heading slot="title" className={styles.dialogTitle}>
                {s.title}
              </Heading>
              <TextField value={text} onChange={setText} maxLength={5000} className={forms.field} autoFocus>
                <Label className={forms.label}>{s.label}</Label>
                <TextArea className={forms.textarea} placeholder={s.placeholder} />
              </TextField>
              <div className={forms.actions}>
                <Button type="submit" className={forms.button} isDisabled={add.isPending}>
                  {add.isPending ? s.submitting : s.submit}
                </Button>
                <Button className={forms.secondaryButton} onPress={close}>
                  {s.close}
                </Button>
              </div>
            </Form>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
