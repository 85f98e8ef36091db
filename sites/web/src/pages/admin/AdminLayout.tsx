import { useAdminLogout, useSession } from "@pnyx/react";
import { Button, Link } from "react-aria-components";
import { Outlet, useLocation, useNavigate } from "react-router";
import { ADMIN_LINKS } from "./admin-links";
import * as styles from "./AdminLayout.css";

/** The admin area's own header above every /admin/* page. */
export function AdminLayout() {
  const { admin } = useSession();
  const { pathname } = useLocation();
  const logout = useAdminLogout();
  const navigate = useNavigate();
  return (
    <div className={styles.area}>
      <div className={styles.header}>
        <nav aria-label="Admin" className={styles.nav}>
          {ADMIN_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className={styles.link} aria-current={pathname.startsWith(link.href) ? "page" : undefined}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className={styles.who}>
          <span>{admin?.username}</span>
          <Button
            className={styles.logout}
            onPress={() => {
              logout();
              void navigate("/admin");
            }}
          >
            Log out
          </Button>
        </div>
      </div>
      <Outlet />
    </div>
  );
}
