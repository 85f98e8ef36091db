import { MESSAGES, type Session } from "@pnyx/contract";
import { Link } from "react-aria-components";
import { useLogin } from "../../hooks/auth";
import { CredentialsForm, type CredentialsFormStrings } from "../internal/forms/CredentialsForm";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface LoginFormStrings extends CredentialsFormStrings {
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
  const s = useStrings("loginForm", defaultLoginFormStrings, strings);
  const login = useLogin();

  return (
    <div className={cx(forms.form, part("login-form"), className)}>
      <CredentialsForm className={forms.form} strings={s} login={login} onSuccess={onSuccess} lowerCaseUsername />
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
