import { MESSAGES } from "@pnyx/contract";
import { LoginForm } from "@pnyx/react";
import { useLocation, useNavigate } from "react-router";
import { AuthCard } from "./AuthCard";

export function LoginPage() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <AuthCard title="Login" notice={from ? MESSAGES.loginToViewMore : undefined} intro="Welcome back. Log in to vote, give your opinion and join communities.">
      <LoginForm onSuccess={() => void navigate(from && from.startsWith("/") ? from : "/", { replace: true })} />
    </AuthCard>
  );
}
