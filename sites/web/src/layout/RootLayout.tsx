import { GamificationToasts } from "@pnyx/react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { Outlet, ScrollRestoration, useHref, useNavigate, type NavigateOptions } from "react-router";
import * as layout from "../styles/layout.css";
import { Footer } from "./Footer";
import { TopBar } from "./TopBar";

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * The frame of every page: top bar, content, footer. react-aria links navigate through the router.
 * The admin area's footer has no newsletter form. A member's level and badge toasts show on any page.
 */
export function RootLayout({ area = "public" }: { area?: "public" | "admin" }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <div className={layout.shell}>
        <a href="#main" className={layout.skipLink}>
          Skip to content
        </a>
        <TopBar area={area} />
        <main id="main" className={layout.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer newsletter={area === "public"} />
      </div>
      {area === "public" ? <GamificationToasts /> : null}
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}
