import { ResetPasswordForm, useToast } from "@pnyx/react";
import { Link } from "react-aria-components";
import { useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "./AuthCard";

export function ResetPasswordPage() {
  const token = useSearchParams()[0].get("token");
  const navigate = useNavigate();
  const toast = useToast();
  if (!token) {
    return (
      <AuthCard title="Reset password" intro="This link is invalid or has expired.">
        <Link href="/forgotPassword">Ask for a new link</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset password" intro="Choose a new password for your account.">
      <ResetPasswordForm
        token={token}
        onSuccess={() => {
          toast.show("Your password has been changed. Please log in.", { tone: "success" });
          void navigate("/login", { replace: true });
        }}
      />
    </AuthCard>
  );
}
