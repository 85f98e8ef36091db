import { MESSAGES, type Session } from "@pnyx/contract";
import { useState } from "react";
import { Button, Form, Input, Label, Link, TextField } from "react-aria-components";
import { useLogin } from "../../hooks/useAuth";
import { FormMessage } from "../forms/FormMessage";
import * as forms from "../forms/forms.css";

export interface LoginFormStrings {
  username: string;
  password: string;
  submit: string;
  submitting: string;
  fillAllFields: string;
  signup: string;
  forgotUsername: string;
  forgotPassword: string;
}

export const defaultLoginFormStrings: LoginFormStrings = {
  username: "Username",
  password: "Password",
  submit: "Login",
  submitting: "Logging in…",
  fillAllFields: MESSAGES.fillAllFields,
  signup: "Don't have an account? Sign up",
  forgotUsername: "Forgot username?",
  forgotPassword: "Forgot password?",
};

export interface LoginFormProps {
  className?: string;
  strings?: Partial<LoginFormStrings>;
  /** Called with the stored session after a successful login (e.g. to go home). */
  onSuccess?: (session: Session) => void;
  signupHref?: string;
  forgotUsernameHref?: string;
  forgotPasswordHref?: string;
}

/**
 * Member login: username (lower-cased as typed) and password. Validation and the server's refusal
 * are shown under the form; the session is stored by the SDK.
 */
export function LoginForm({
  className,
  strings,
  onSuccess,
  signupHref = "/signup",
  forgotUsernameHref = "/forgotUsername",
  forgotPasswordHref = "/forgotPassword",
}: LoginFormProps) {
  const s = { ...defaultLoginFormStrings, ...strings };
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();

  return (
    <div className={[forms.form, className].filter(Boolean).join(" ")}>
      <Form
        className={forms.form}
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
        <TextField isRequired name="username" value={username} onChange={(value) => setUsername(value.toLowerCase())} className={forms.field}>
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
      <ul className={forms.links}>
        <li>
          <Link href={signupHref} className={forms.link}>
            {s.signup}
          </Link>
        </li>
        <li>
          <Link href={forgotUsernameHref} className={forms.link}>
            {s.forgotUsername}
          </Link>
        </li>
        <li>
          <Link href={forgotPasswordHref} className={forms.link}>
            {s.forgotPassword}
          </Link>
        </li>
      </ul>
    </div>
  );
}
