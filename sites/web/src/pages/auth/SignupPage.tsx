import { SignupForm } from "@pnyx/react";
import { AuthCard } from "./AuthCard";

export function SignupPage() {
  return (
    <AuthCard title="Sign up" intro="Create your account. We will send you a link to confirm your email.">
      <SignupForm />
    </AuthCard>
  );
}
