import { MESSAGES } from "@pnyx/contract";
import { useState } from "react";
import { Form, Input, Label, Text, TextField } from "react-aria-components";
import { useResetPassword } from "../../hooks/auth";
import { FormActions } from "../internal/forms/FormActions";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface ResetPasswordFormStrings {
  password: string;
  passwordHint: string;
  confirm: string;
  submit: string;
  submitting: string;
  fillAllFields: string;
  mismatch: string;
  done: string;
}

export const defaultResetPasswordFormStrings: ResetPasswordFormStrings = {
  password: "New password",
  passwordHint: "At least 8 characters.",
  confirm: "Confirm new password",
  submit: "Reset password",
  submitting: "Resetting…",
  fillAllFields: MESSAGES.fillAllFields,
  mismatch: "Passwords do not match",
  done: "Your password has been reset. You can now log in.",
};

export interface ResetPasswordFormProps {
  /** The token from the mailed link (`/reset-password?token=…`). */
  token: string;
  className?: string;
  strings?: Partial<ResetPasswordFormStrings>;
  onSuccess?: () => void;
}

/** Chooses a new password from a reset link. Old sessions are revoked by the server. */
export function ResetPasswordForm({ token, className, strings, onSuccess }: ResetPasswordFormProps) {
  const s = useStrings("resetPasswordForm", defaultResetPasswordFormStrings, strings);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reset = useResetPassword();

  return (
    <Form
      className={cx(forms.form, part("reset-password-form"), className)}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        setDone(false);
        if (!password || !confirm) return setError(s.fillAllFields);
        if (password !== confirm) return setError(s.mismatch);
        setError(null);
        reset.mutate(
          { token, password },
          {
            onSuccess: () => {
              setDone(true);
              setPassword("");
              setConfirm("");
              onSuccess?.();
            },
            onError: (failure) => setError(failure.message),
          },
        );
      }}
    >
      <TextField isRequired type="password" name="password" value={password} onChange={setPassword} className={forms.field}>
        <Label className={forms.label}>{s.password}</Label>
        <Input className={forms.input} autoComplete="new-password" />
        <Text slot="description" className={forms.hint}>
          {s.passwordHint}
        </Text>
      </TextField>
      <TextField isRequired type="password" name="confirm" value={confirm} onChange={setConfirm} isInvalid={error === s.mismatch} className={forms.field}>
        <Label className={forms.label}>{s.confirm}</Label>
        <Input className={forms.input} autoComplete="new-password" />
      </TextField>
      <FormActions label={s.submit} pendingLabel={s.submitting} isPending={reset.isPending} error={error} success={done ? s.done : null} />
    </Form>
  );
}
