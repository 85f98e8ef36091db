import { useSession } from "@pnyx/react";
import { Suspense } from "react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { Outlet, ScrollRestoration, useHref, useNavigate, type NavigateOptions } from "react-router";
import * as layout from "../styles/layout.css";
import { Footer } from "./Footer";
import { HydrateApart } from "./HydrateApart";
import { lazyPart } from "./lazy-part";
import { TopBar } from "./TopBar";

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

const GamificationToasts = lazyPart(() => import("./MemberTools"), "GamificationToasts");

/**
 * The frame of every page: top bar, content, footer. react-aria links navigate through the router.
 * The admin area's footer has no newsletter form. A member's level and badge toasts show on any page.
 */
export function RootLayout({ area = "public" }: { area?: "public" | "admin" }) {
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <div className={layout.shell}>
        <a href="#main" className={layout.skipLink}>
          Skip to content
        </a>
        <HydrateApart>
          <TopBar area={area} />
        </HydrateApart>
        <main id="main" className={layout.main} tabIndex={-1}>
          <HydrateApart>
            <Outlet />
          </HydrateApart>
        </main>
        <HydrateApart>
          <Footer newsletter={area === "public"} />
        </HydrateApart>
      </div>
      {area === "public" && user ? (
        <Suspense fallback={null}>
          <GamificationToasts />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}
