import { AdminLoginForm, useSession } from "@pnyx/react";
import { Navigate, useNavigate } from "react-router";
import { AuthCard } from "../auth/AuthCard";
import { ADMIN_HOME } from "./admin-links";

/** /admin: the separate administrator login. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const { admin } = useSession();
  if (admin) return <Navigate to={ADMIN_HOME} replace />;
  return (
    <AuthCard title="Admin login" intro="For Pnyx administrators.">
      <AdminLoginForm onSuccess={() => void navigate(ADMIN_HOME, { replace: true })} />
    </AuthCard>
  );
}
