import { useState } from "react";
import { Form, Input, Label, TextField } from "react-aria-components";
import { FormActions } from "./FormActions";
import * as forms from "./forms.css";

export interface Credentials {
  username: string;
  password: string;
}

export interface CredentialsFormStrings {
  username: string;
  password: string;
  submit: string;
  submitting: string;
  fillAllFields: string;
}

/** The part of a login mutation (`useLogin()`, `useAdminLogin()`) the form uses. */
export interface CredentialsMutation<TSession> {
  mutate: (credentials: Credentials, callbacks: { onSuccess: (session: TSession) => void; onError: (failure: { message: string }) => void }) => void;
  isPending: boolean;
}

export interface CredentialsFormProps<TSession> {
  className?: string;
  strings: CredentialsFormStrings;
  login: CredentialsMutation<TSession>;
  onSuccess?: ((session: TSession) => void) | undefined;
  /** Lower-cases the username as it is typed (member usernames are lower-case). */
  lowerCaseUsername?: boolean;
}

/**
 * Username + password form shared by the member and admin logins: both fields required, a
 * "fill all fields" refusal before sending, the server's refusal under the form, and a submit
 * button that shows its pending label while the login runs.
 */
export function CredentialsForm<TSession>({ className, strings: s, login, onSuccess, lowerCaseUsername = false }: CredentialsFormProps<TSession>) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  return (
    <Form
      className={className}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (!username.trim() || !password) {
          setError(s.fillAllFields);
          return;
        }
        setError(null);
        login.mutate(
          { username, password },
          {
            onSuccess: (session) => onSuccess?.(session),
            onError: (failure) => setError(failure.message),
          },
        );
      }}
    >
      <TextField
        isRequired
        name="username"
        value={username}
        onChange={(value) => setUsername(lowerCaseUsername ? value.toLowerCase() : value)}
        className={forms.field}
      >
        <Label className={forms.label}>{s.username}</Label>
        <Input className={forms.input} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </TextField>
      <TextField isRequired type="password" name="password" value={password} onChange={setPassword} className={forms.field}>
        <Label className={forms.label}>{s.password}</Label>
        <Input className={forms.input} autoComplete="current-password" />
      </TextField>
      <FormActions label={s.submit} pendingLabel={s.submitting} isPending={login.isPending} error={error} />
    </Form>
  );
}
