import { MESSAGES, type Ack, type EmailRequest } from "@pnyx/contract";
import type { PnyxError } from "@pnyx/sdk";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { Form, Input, Label, TextField } from "react-aria-components";
import { useForgotPassword, useForgotUsername } from "../../hooks/auth";
import { useToast } from "../toasts/ToastProvider";
import { FormActions } from "../internal/forms/FormActions";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface ForgotFormStrings {
  intro: string;
  email: string;
  submit: string;
  submitting: string;
  fillAllFields: string;
  sent: string;
}

export const defaultForgotUsernameFormStrings: ForgotFormStrings = {
  intro: "Enter the email address of your account and we will mail you your username.",
  email: "Email",
  submit: "Send",
  submitting: "Sending…",
  fillAllFields: MESSAGES.fillAllFields,
  sent: MESSAGES.usernameResetSent,
};

export const defaultForgotPasswordFormStrings: ForgotFormStrings = {
  intro: "Enter the email address of your account and we will mail you a link to choose a new password.",
  email: "Email",
  submit: "Send",
  submitting: "Sending…",
  fillAllFields: MESSAGES.fillAllFields,
  sent: MESSAGES.passwordResetSent,
};

export interface ForgotFormProps {
  className?: string;
  strings?: Partial<ForgotFormStrings>;
  /** Called once the mail is on its way. */
  onSuccess?: () => void;
}

/** /forgotUsername: mails the account's username. */
export function ForgotUsernameForm({ strings, ...props }: ForgotFormProps) {
  const mutation = useForgotUsername();
  const s = useStrings("forgotUsernameForm", defaultForgotUsernameFormStrings, strings);
  return <EmailRequestForm {...props} mutation={mutation} strings={s} />;
}

/** /forgotPassword: mails a reset link. */
export function ForgotPasswordForm({ strings, ...props }: ForgotFormProps) {
  const mutation = useForgotPassword();
  const s = useStrings("forgotPasswordForm", defaultForgotPasswordFormStrings, strings);
  return <EmailRequestForm {...props} mutation={mutation} strings={s} />;
}

interface EmailRequestFormProps extends Omit<ForgotFormProps, "strings"> {
  strings: ForgotFormStrings;
  mutation: UseMutationResult<Ack, PnyxError, EmailRequest>;
}

/** Empty email and failures are toasts, as in the product; the confirmation stays under the form. */
function EmailRequestForm({ className, strings: s, onSuccess, mutation }: EmailRequestFormProps) {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const toast = useToast();

  return (
    <Form
      className={cx(forms.form, part("forgot-form"), className)}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        const value = email.trim();
        setSent(false);
        if (!value) {
          toast.show(s.fillAllFields, { tone: "error" });
          return;
        }
        mutation.mutate(
          { email: value },
          {
            onSuccess: () => {
              setSent(true);
              setEmail("");
              onSuccess?.();
            },
            onError: (failure) => toast.show(failure.message, { tone: "error" }),
          },
        );
      }}
    >
      <p className={forms.hint}>{s.intro}</p>
      <TextField isRequired type="email" name="email" value={email} onChange={setEmail} className={forms.field}>
        <Label className={forms.label}>{s.email}</Label>
        <Input className={forms.input} autoComplete="email" />
      </TextField>
      <FormActions label={s.submit} pendingLabel={s.submitting} isPending={mutation.isPending} success={sent ? s.sent : null} />
    </Form>
  );
}
