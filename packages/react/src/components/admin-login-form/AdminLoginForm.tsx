import { MESSAGES, type AdminSession } from "@pnyx/contract";
import { useAdminLogin } from "../../hooks/auth";
import { CredentialsForm, type CredentialsFormStrings } from "../internal/forms/CredentialsForm";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export type AdminLoginFormStrings = CredentialsFormStrings;

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
  const s = useStrings("adminLoginForm", defaultAdminLoginFormStrings, strings);
  const login = useAdminLogin();
  return <CredentialsForm className={cx(forms.form, part("admin-login-form"), className)} strings={s} login={login} onSuccess={onSuccess} />;
}
