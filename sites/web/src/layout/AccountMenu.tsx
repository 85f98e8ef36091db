import { AccountMenu as AccountMenuWidget } from "@pnyx/react";
import { useNavigate } from "react-router";
import { setSelectedCategory } from "../state/selected-category";

/** Support address shown by "Help and Support". */
export const SUPPORT_EMAIL = "support@pnyx.example";

/**
 * The member's account menu, on the site: shown in the profile card, and in the top bar on phones,
 * where it replaces the menu button on /profile. Leaving the session forgets the chosen category
 * and goes home.
 */
export function AccountMenu() {
  const navigate = useNavigate();
  const leave = (replace: boolean) => {
    setSelectedCategory(null);
    void navigate("/", { replace });
  };
  return <AccountMenuWidget supportEmail={SUPPORT_EMAIL} onLoggedOut={() => leave(false)} onAccountDeleted={() => leave(true)} />;
}
