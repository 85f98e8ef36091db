import { useVerifyEmail } from "@pnyx/react";
import { useEffect } from "react";
import { Link } from "react-aria-components";
import { useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "./AuthCard";

/** The link from the verification mail: verifies, stores the session, goes on to choose categories. */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get("token") ?? "";
  const navigate = useNavigate();
  const verify = useVerifyEmail(token);

  useEffect(() => {
    if (verify.isSuccess) void navigate("/selectCategories", { replace: true });
  }, [verify.isSuccess, navigate]);

  if (!token || verify.isError) {
    return (
      <AuthCard title="Verify your email" intro={verify.error?.message ?? "This link is invalid or has expired"}>
        <p>
          Try logging in: if your account is not verified yet, we send a fresh link. <Link href="/login">Go to login</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verify your email">
      <p role="status">Verifying your email…</p>
    </AuthCard>
  );
}
