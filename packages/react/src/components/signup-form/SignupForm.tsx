import { MESSAGES } from "@pnyx/contract";
import { useState } from "react";
import { Form, Input, Label, Link, Text, TextField } from "react-aria-components";
import { useSignup } from "../../hooks/auth";
import { FormActions } from "../internal/forms/FormActions";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface SignupFormStrings {
  username: string;
  email: string;
  password: string;
  passwordHint: string;
  submit: string;
  submitting: string;
  fillAllFields: string;
  usernameNoSpaces: string;
  sent: string;
  login: string;
}

export const defaultSignupFormStrings: SignupFormStrings = {
  username: "Username",
  email: "Email",
  password: "Password",
  passwordHint: "At least 8 characters.",
  submit: "Sign up",
  submitting: "Signing up…",
  fillAllFields: MESSAGES.fillAllFields,
  usernameNoSpaces: MESSAGES.usernameNoSpaces,
  sent: MESSAGES.signupSent,
  login: "Already have an account? Login",
};

export interface SignupFormProps {
  className?: string;
  strings?: Partial<SignupFormStrings>;
  /** Called once the verification mail is on its way. */
  onSuccess?: () => void;
  loginHref?: string;
}

const empty = { username: "", email: "", password: "" };

/**
 * Signup: username and email lower-cased as typed, password. On success the server mails a
 * verification link and the form says so; failures show under the form.
 */
export function SignupForm({ className, strings, onSuccess, loginHref = "/login" }: SignupFormProps) {
  const s = useStrings("signupForm", defaultSignupFormStrings, strings);
  const [values, setValues] = useState(empty);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const signup = useSignup();
  const set = (key: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [key]: key === "password" ? value : value.toLowerCase() }));

  return (
    <div className={cx(forms.form, part("signup-form"), className)}>
      <Form
        className={forms.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!values.username.trim() || !values.email.trim() || !values.password) {
            setMessage({ tone: "error", text: s.fillAllFields });
            return;
          }
          if (/\s/.test(values.username)) {
            setMessage({ tone: "error", text: s.usernameNoSpaces });
            return;
          }
          setMessage(null);
          signup.mutate(values, {
            onSuccess: () => {
              setMessage({ tone: "success", text: s.sent });
              setValues(empty);
              onSuccess?.();
            },
            onError: (failure) => setMessage({ tone: "error", text: failure.message }),
          });
        }}
      >
        <TextField isRequired name="username" value={values.username} onChange={set("username")} className={forms.field}>
          <Label className={forms.label}>{s.username}</Label>
          <Input className={forms.input} autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </TextField>
        <TextField isRequired type="email" name="email" value={values.email} onChange={set("email")} className={forms.field}>
          <Label className={forms.label}>{s.email}</Label>
          <Input className={forms.input} autoComplete="email" />
        </TextField>
        <TextField isRequired type="password" name="password" value={values.password} onChange={set("password")} className={forms.field}>
          <Label className={forms.label}>{s.password}</Label>
          <Input className={forms.input} autoComplete="new-password" />
          <Text slot="description" className={forms.hint}>
            {s.passwordHint}
          </Text>
        </TextField>
        <FormActions
          label={s.submit}
          pendingLabel={s.submitting}
          isPending={signup.isPending}
          error={message?.tone === "error" ? message.text : null}
          success={message?.tone === "success" ? message.text : null}
        />
      </Form>
      <p className={forms.hint}>
        <Link href={loginHref} className={forms.link}>
          {s.login}
        </Link>
      </p>
    </div>
  );
}
