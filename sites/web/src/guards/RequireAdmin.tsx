import { useSession } from "@pnyx/react";
import { Navigate, Outlet } from "react-router";

/** /admin/* needs the admin session; everyone else is sent to the admin login at /admin. */
export function RequireAdmin() {
  const { admin } = useSession();
  if (!admin) return <Navigate to="/admin" replace />;
  return <Outlet />;
}
