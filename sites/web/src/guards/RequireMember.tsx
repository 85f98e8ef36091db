import { useSession } from "@pnyx/react";
import { useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";

/**
 * Login-required routes: arriving without a member session goes to /login (and back after it).
 * A session that ends here (logout, account deleted, token revoked) goes home instead, as logout does.
 */
export function RequireMember() {
  const { user } = useSession();
  const location = useLocation();
  const hadSession = useRef(Boolean(user));
  if (user) hadSession.current = true;
  if (!user) {
    if (hadSession.current) return <Navigate to="/" replace />;
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
