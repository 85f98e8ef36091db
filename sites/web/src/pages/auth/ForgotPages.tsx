import { ForgotPasswordForm, ForgotUsernameForm } from "@pnyx/react";
import { AuthCard } from "./AuthCard";

export function ForgotUsernamePage() {
  return (
    <AuthCard title="Forgot username" intro="Enter your email and we will send you your username.">
      <ForgotUsernameForm />
    </AuthCard>
  );
}

export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot password" intro="Enter your email and we will send you a link to choose a new password.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
