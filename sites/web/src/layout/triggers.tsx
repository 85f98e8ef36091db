import * as mobileStyles from "./MobileMenu.css";
import { ChevronDownIcon, MenuIcon } from "./icons";
import type { TriggerLook } from "./on-demand";
import * as styles from "./TopBar.css";

// The top bar's overlay triggers, as both the light trigger (before the overlay's code is there)
// and the real control draw them: one look, so swapping one for the other changes nothing visible.

export const categoriesTrigger: TriggerLook = {
  className: styles.navButton,
  "aria-haspopup": "true",
  children: (
    <>
      Categories <ChevronDownIcon />
    </>
  ),
};

export const communityTrigger: TriggerLook = {
  className: styles.navButton,
  "aria-haspopup": "true",
  children: (
    <>
      Community <ChevronDownIcon />
    </>
  ),
};

export const mobileMenuTrigger: TriggerLook = {
  className: mobileStyles.trigger,
  "aria-label": "Open menu",
  children: <MenuIcon />,
};
