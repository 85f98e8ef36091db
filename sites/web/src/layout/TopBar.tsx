import { SCROLL_THRESHOLDS } from "@pnyx/contract";
import { Avatar, useSession } from "@pnyx/react";
import { Suspense, useId, useRef, useState } from "react";
import { Button, Link } from "react-aria-components";
import { useLocation } from "react-router";
import { setSelectedCategory } from "../state/selected-category";
import { SearchIcon } from "./icons";
import { lazyPart } from "./lazy-part";
import { onDemand } from "./on-demand";
import { SearchBox } from "./SearchBox";
import * as styles from "./TopBar.css";
import { categoriesTrigger, communityTrigger, mobileMenuTrigger } from "./triggers";
import { useScrolledPast } from "./useScrolledPast";

// What only members see loads when a member is there: a visitor's first load has none of it.
// The menus' code (react-aria's menus, popovers and dialogs) was 33 of the first load's 247 kB; a page
// shows their triggers and loads the rest when one is wanted or the browser is idle.
const CategoriesMenu = onDemand(() => import("./NavMenus").then((m) => m.CategoriesMenu), categoriesTrigger);
const CommunityMenu = onDemand(() => import("./NavMenus").then((m) => m.CommunityMenu), communityTrigger);
const MobileMenu = onDemand(() => import("./MobileMenu").then((m) => m.MobileMenu), mobileMenuTrigger);
const NotificationBell = lazyPart(() => import("./MemberTools"), "NotificationBell");
const AccountMenu = lazyPart(() => import("./MemberTools"), "AccountMenu");
const NoticesLink = lazyPart(() => import("./MemberTools"), "NoticesLink");

/** The site's bar; in the admin area a signed-in administrator sees their area's link, not LOGIN / SIGNUP. */
export function TopBar({ area = "public" }: { area?: "public" | "admin" }) {
  const { pathname } = useLocation();
  const onHome = pathname === "/";
  const onOwnProfile = pathname === "/profile";
  const brandHidden = useScrolledPast(SCROLL_THRESHOLDS.brandHide, onHome);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchPanelId = useId();
  const searchToggle = useRef<HTMLButtonElement>(null);
  const { user, admin } = useSession();
  const adminHere = area === "admin" && admin !== null;
  const closeSearch = () => {
    setSearchOpen(false);
    searchToggle.current?.focus();
  };

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logoLink} aria-label="Pnyx home" onPress={() => setSelectedCategory(null)}>
          <img src="/logo.svg" alt="" width={40} height={40} className={styles.logo} />
        </Link>
        <div className={styles.brand} data-hidden={brandHidden || undefined} aria-hidden={brandHidden || undefined}>
          <span className={styles.brandName}>Pnyx</span>
          <span className={styles.tagline}>Engage Learn Grow</span>
        </div>

        <nav aria-label="Main" className={styles.desktopNav}>
          <Link href="/" className={styles.navLink} data-current={onHome || undefined}>
            Home
          </Link>
          <CategoriesMenu />
          <CommunityMenu />
          <Link href="/chatroom" className={styles.navLink}>
            Chatroom
          </Link>
          <Link href="/profile" className={styles.navLink}>
            Profile
          </Link>
        </nav>

        <div className={styles.actions}>
          {/* Members only, at every width. */}
          {user ? (
            <Suspense fallback={null}>
              <NoticesLink />
              <NotificationBell />
            </Suspense>
          ) : null}
          <div className={styles.desktopOnly}>
            <Button
              ref={searchToggle}
              className={styles.iconButton}
              aria-label={searchOpen ? "Hide search" : "Show search"}
              aria-expanded={searchOpen}
              aria-controls={searchOpen ? searchPanelId : undefined}
              onPress={() => setSearchOpen((open) => !open)}
            >
              <SearchIcon />
            </Button>
            {searchOpen ? (
              <div id={searchPanelId} className={styles.searchPanel}>
                <SearchBox autoFocus onSearched={() => setSearchOpen(false)} onEscape={closeSearch} />
              </div>
            ) : null}
            {adminHere ? (
              <Link href="/admin/verifyPosts" className={styles.loginButton}>
                ADMIN
              </Link>
            ) : user ? (
              <Link href="/profile" className={styles.profileLink} aria-label="Your profile">
                {/* 36 px, as tall as the icon buttons beside it: the bar keeps its height when logged in. */}
                <Avatar src={user.profilePicture?.url} name={user.username} alt="" size="sm" />
              </Link>
            ) : (
              <>
                <Link href="/login" className={styles.loginButton}>
                  LOGIN
                </Link>
                <Link href="/signup" className={styles.signupButton}>
                  SIGNUP
                </Link>
              </>
            )}
          </div>
          {onOwnProfile && user ? (
            // On phones the profile page's bar shows its gear instead of the menu button.
            <div className={styles.phoneOnly}>
              <Suspense fallback={null}>
                <AccountMenu />
              </Suspense>
            </div>
          ) : (
            <MobileMenu adminHere={adminHere} />
          )}
        </div>
      </div>
    </header>
  );
}
