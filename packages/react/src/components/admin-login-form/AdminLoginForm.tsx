import { MESSAGES, type AdminSession } from "@pnyx/contract";
import { useState } from "react";
import { Button, Form, Input, Label, TextField } from "react-aria-components";
import { useAdminLogin } from "../../hooks/useAuth";
import { FormMessage } from "../forms/FormMessage";
import * as forms from "../forms/forms.css";

export interface AdminLoginFormStrings {
  username: string;
  password: string;
  submit: string;
  submitting: string;
  fillAllFields: string;
}

export const defaultAdminLoginFormStrings: AdminLoginFormStrings = {
  username: "Username",
  password: "Password",
  submit: "Login",
  submitting: "Logging in…",
  fillAllFields: MESSAGES.fillAllFields,
};

export interface AdminLoginFormProps {
  className?: string;
  strings?: Partial<AdminLoginFormStrings>;
  /** Called with the stored admin session (e.g. to go to /admin/verifyPosts). */
  onSuccess?: (admin: AdminSession) => void;
}

/** Administrator login (/admin); kept apart from the member session. */
export function AdminLoginForm({ className, strings, onSuccess }: AdminLoginFormProps) {
  const s = { ...defaultAdminLoginFormStrings, ...strings };
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const login = useAdminLogin();

  return (
    <Form
      className={[forms.form, className].filter(Boolean).join(" ")}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (!username.trim() || !password) return setError(s.fillAllFields);
        setError(null);
        login.mutate(
          { username, password },
          { onSuccess: (admin) => onSuccess?.(admin), onError: (failure) => setError(failure.message) },
        );
      }}
    >
      <TextField isRequired name="username" value={username} onChange={setUsername} className={forms.field}>
        <Label className={forms.label}>{s.username}</Label>
        <Input className={forms.input} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </TextField>
      <TextField isRequired type="password" name="password" value={password} onChange={setPassword} className={forms.field}>
        <Label className={forms.label}>{s.password}</Label>
        <Input className={forms.input} autoComplete="current-password" />
      </TextField>
      <div className={forms.actions}>
        <Button type="submit" className={forms.button} isDisabled={login.isPending}>
          {login.isPending ? s.submitting : s.submit}
        </Button>
      </div>
      <FormMessage error={error} />
    </Form>
  );
}
