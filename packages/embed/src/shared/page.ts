// What the loader hands every widget chunk: where Pnyx is, and the page's settings. Types only on the
// widgets' side, so the loader stays free of the SDK.

/** Texts of every widget, each overridable per page (`configure`) and per element (`strings`). */
export type WidgetStrings = Record<string, string>;

/** Single sign-on: how the embed gets the publisher's signed token for its logged-in reader. */
export interface SsoConfig {
  /** The publisher's id, as Pnyx's administrators registered it (the tokens' `aud`). */
  publisher: string;
  /**
   * Answers a fresh signed token for the reader logged in on the publisher's site, or null when nobody
   * is. Called when the first widget starts, before each embed token expires (every few minutes),
   * and when the Pnyx session ends; a null answer ends the reader's Pnyx session on the page.
   */
  getToken?: () => Promise<string | null> | string | null;
  /** Called when a reader who is not logged in asks to log in (e.g. open the site's login page). */
  onLoginRequest?: () => void;
  /**
   * Called when the reader presses the embed's Log out: log them out of the publisher's site too
   * (the embed's session has ended; `getToken` is not asked again until `pnyx.login()` or a reload).
   * Without it, Log out ends the embed's session only.
   */
  onLogoutRequest?: () => void;
}

/** Page-wide settings: `pnyx.configure({...})` or `window.pnyxConfig` before the script. */
export interface PageConfig {
  /**
   * Single sign-on with the publisher's accounts; without it, readers log in with a Pnyx account in
   * Pnyx's own sign-in window (never on the publisher's page).
   */
  sso?: SsoConfig;
  /**
   * "light" (default), "dark", or "auto" (follows the reader's system). An element's `theme` wins.
   * Started widgets follow a change made with `pnyx.configure`.
   */
  theme?: "light" | "dark" | "auto";
  /**
   * Texts by widget: `{ opinions: {...}, count: {...}, chat: {...} }`. An element's `strings` wins.
   * Widgets already started (counts too) follow a change made with `pnyx.configure`.
   */
  strings?: Partial<Record<"opinions" | "count" | "chat", WidgetStrings>>;
}

/** What a widget chunk's `mount` gets. */
export interface PageContext {
  /** The Pnyx server's origin, from the loader's own address. */
  base: string;
  config: PageConfig;
}

/** A started widget, as the loader holds it. */
export interface MountedWidget {
  /** Shows the element's and the page's settings as they are now (theme, texts, single sign-on). */
  update(): void;
  /** Takes the widget off its shadow root. */
  stop(): void;
}

/** A widget chunk: renders into the element's shadow root; answers the started widget. */
export type MountWidget = (host: HTMLElement, root: ShadowRoot, page: PageContext) => MountedWidget;

/** Reads an element's `strings` attribute (JSON), ignoring what is not an object of strings. */
export function elementStrings(host: Element): WidgetStrings {
  try {
    const parsed: unknown = JSON.parse(host.getAttribute("strings") ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === "string")) as WidgetStrings;
  } catch {
    console.error("pnyx: the strings attribute is not JSON", host);
    return {};
  }
}

export { fill } from "./fill";
