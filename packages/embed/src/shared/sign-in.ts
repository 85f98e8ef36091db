// How a publisher page's reader signs in, and stays signed in, without the page ever holding more than
// a short-lived embed token:
// - single sign-on: the publisher's `getToken` is asked at start and before each token expires; a null
//   answer (the reader logged out of the publisher's site) drops the session;
// - native members: the Log in button opens Pnyx's sign-in window (their password is typed on Pnyx's
//   origin only), which hands a grant to a hidden bridge frame on Pnyx's origin; the bridge answers
//   embed tokens to this page, at start and before each expires.
import { EMBED_WINDOWS, type EmbedSession, type EmbedWindowMessage } from "@pnyx/contract";
import type { authOf, createPnyxCore, embedOf, IgnoringApi } from "@pnyx/sdk";
import type { PageContext } from "./page";

/** What sign-in needs of the page's client. */
interface SignInClient {
  session: ReturnType<typeof createPnyxCore>["store"];
  auth: ReturnType<typeof authOf>;
  embed: ReturnType<typeof embedOf>;
  /** Whom the member ignores, when their session does not say (their writing folds in every widget). */
  moderation: Pick<IgnoringApi, "ignored">;
}

/** The page's sign-in, shared by its widgets. */
export interface PageSignIn {
  /** Once per page: asks the publisher (single sign-on) or Pnyx's bridge who is reading. */
  start(): void;
  /** The Log in button: the publisher's `onLoginRequest`, or Pnyx's sign-in window. */
  login(): void;
  /**
   * The Log out button: ends the Pnyx session (and a native member's grant) and, under single
   * sign-on, asks the publisher to log its reader out (`onLogoutRequest`) instead of signing them
   * straight back in.
   */
  logout(): Promise<void>;
  /** `pnyx.logout()`: the publisher logged its reader out; nothing is asked of it. */
  end(): Promise<void>;
  /** `pnyx.login(token)` or an element's `sso-token`: signs in with a token the publisher signed. */
  withToken(token: string): Promise<void>;
}

/** How long before an embed token expires a new one is asked for. */
const RENEW_EARLY_SECONDS = 60;
/** How long the bridge may take to answer before the page goes on as a visitor. */
const BRIDGE_TIMEOUT_MS = 10_000;
const POPUP_FEATURES = "popup,width=480,height=640";

const failed = (error: unknown) => console.error(`pnyx: sign-in failed: ${error instanceof Error ? error.message : String(error)}`);

export function createPageSignIn(page: PageContext, client: SignInClient): PageSignIn {
  let started = false;
  let renewal: ReturnType<typeof setTimeout> | undefined;
  let asking: Promise<void> | null = null;
  /** A renewal asked for while one was out: it runs once that one is answered. */
  let again: Promise<void> | null = null;
  /** Under single sign-on, after the embed's own Log out: not signed back in until the publisher says so. */
  let loggedOut = false;
  /** Set while this file clears the session itself, so the session's end is not taken for an expiry. */
  let clearing = false;
  let bridge: { frame: HTMLIFrameElement; loaded: Promise<Window | null> } | null = null;
  let popup: Window | null = null;
  const waitingForToken = new Set<(session: EmbedSession | null) => void>();
  const waitingForForget = new Set<() => void>();
  /** Counts the sessions kept: an answer of "nobody" asked for before the latest one never drops it. */
  let kept = 0;

  const sso = () => page.config.sso;

  function keep(session: EmbedSession): void {
    kept++;
    // A session that does not say whom the member ignores keeps what the page knew of the same member
    // (a renewal), else it is asked once: the answer lands in the session, and their writing folds.
    const before = client.session.get().user;
    const ignoring = session.ignoring ?? (before?.username === session.username ? before.ignoring : undefined);
    client.session.set({ user: ignoring ? { ...session, ignoring } : session, admin: null });
    // Refused or unreachable: nothing folds until the next renewal asks again.
    if (!ignoring) client.moderation.ignored().catch(() => {});
    clearTimeout(renewal);
    renewal = setTimeout(() => void renew(), Math.max(5, session.expiresIn - RENEW_EARLY_SECONDS) * 1000);
  }

  function drop(): void {
    clearTimeout(renewal);
    clearing = true;
    client.session.set({ user: null, admin: null });
    clearing = false;
  }

  function openBridge(): { frame: HTMLIFrameElement; loaded: Promise<Window | null> } {
    if (bridge) return bridge;
    const frame = document.createElement("iframe");
    frame.src = `${page.base}${EMBED_WINDOWS.bridge}`;
    frame.title = "Pnyx sign-in";
    frame.setAttribute("aria-hidden", "true");
    frame.tabIndex = -1;
    frame.style.cssText = "display:none!important";
    const loaded = new Promise<Window | null>((resolve) => {
      frame.addEventListener("load", () => resolve(frame.contentWindow), { once: true });
      frame.addEventListener("error", () => resolve(null), { once: true });
    });
    document.body.append(frame);
    bridge = { frame, loaded };
    return bridge;
  }

  async function askBridge(): Promise<EmbedSession | null> {
    const target = await openBridge().loaded;
    if (!target) return null;
    return new Promise((resolve) => {
      const done = (session: EmbedSession | null) => {
        clearTimeout(timeout);
        waitingForToken.delete(done);
        resolve(session);
      };
      const timeout = setTimeout(() => done(null), BRIDGE_TIMEOUT_MS);
      waitingForToken.add(done);
      target.postMessage({ pnyx: "token" } satisfies EmbedWindowMessage, page.base);
    });
  }

  async function fromPublisher(): Promise<void> {
    const config = sso()!;
    if (loggedOut || !config.getToken) return;
    const asked = kept;
    const token = await config.getToken();
    if (!token) {
      if (kept === asked) drop();
      return;
    }
    keep(await client.embed.signIn({ publisher: config.publisher, token }));
  }

  /** Asks for the reader's session again (once at a time): at start, before expiry, after a 401. */
  function renew(): Promise<void> {
    // Asked while a question is out (a grant arrived while the start's question was on its way): asked
    // again once it is answered, since the answer on its way predates what changed.
    if (asking) {
      again ??= asking.then(() => {
        again = null;
        return renew();
      });
      return again;
    }
    asking = (async () => {
      try {
        if (sso()) await fromPublisher();
        else {
          // The sign-in window may hand a session over while the bridge is asked: its "nobody" is older.
          const asked = kept;
          const session = await askBridge();
          if (session) keep(session);
          else if (client.session.get().user && kept === asked) drop();
        }
      } catch (error) {
        failed(error);
      } finally {
        asking = null;
      }
    })();
    return asking;
  }

  window.addEventListener("message", (event: MessageEvent) => {
    if (event.origin !== page.base) return;
    const message = event.data as EmbedWindowMessage | null;
    if (!message || typeof message !== "object") return;
    const fromBridge = bridge !== null && event.source === bridge.frame.contentWindow;
    if (message.pnyx === "token" && fromBridge) for (const done of [...waitingForToken]) done(message.session ?? null);
    else if (message.pnyx === "forgotten" && fromBridge) for (const done of [...waitingForForget]) done();
    else if (message.pnyx === "granted" && fromBridge) void renew();
    else if (message.pnyx === "signedIn" && popup !== null && event.source === popup) keep(message.session);
    // The window checks it was opened by a page of the origin it names: this page answers for itself.
    else if (message.pnyx === "hello" && popup !== null && event.source === popup)
      popup.postMessage({ pnyx: "hello", nonce: String(message.nonce) } satisfies EmbedWindowMessage, page.base);
  });

  // A session that ends on its own (a 401: expired, or ended elsewhere) is asked for again.
  client.session.subscribe((state) => {
    if (!state.user && !clearing && started) void renew();
  });

  /**
   * Asks the bridge to end the member's grant and waits until the server has (or the bridge is slow to
   * answer): until then a reload would find the member signed in, so the page does not look logged out.
   */
  function forgetGrant(): Promise<void> {
    const target = bridge?.frame.contentWindow;
    if (!target) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timeout);
        waitingForForget.delete(done);
        resolve();
      };
      const timeout = setTimeout(done, BRIDGE_TIMEOUT_MS);
      waitingForForget.add(done);
      target.postMessage({ pnyx: "forget" } satisfies EmbedWindowMessage, page.base);
    });
  }

  async function endSession(): Promise<void> {
    clearTimeout(renewal);
    if (!sso()) await forgetGrant();
    clearing = true;
    try {
      if (client.session.get().user) await client.auth.logout();
    } catch (error) {
      failed(error);
    } finally {
      clearing = false;
      drop();
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      void renew();
    },
    login() {
      const config = sso();
      if (config) {
        loggedOut = false;
        config.onLoginRequest?.();
        return;
      }
      openBridge();
      const address = `${page.base}${EMBED_WINDOWS.signIn}?${new URLSearchParams({ origin: location.origin })}`;
      popup = window.open(address, "pnyx-signin", POPUP_FEATURES);
      // A page that blocks popups: the window opens as a tab instead.
      if (!popup) popup = window.open(address, "_blank");
    },
    async logout() {
      const config = sso();
      if (config) loggedOut = true;
      await endSession();
      config?.onLogoutRequest?.();
    },
    end: endSession,
    async withToken(token) {
      const config = sso();
      if (!config?.publisher) throw new Error("pnyx: set the publisher's id (pnyx.configure({ sso: { publisher } })) before signing in");
      started = true;
      loggedOut = false;
      try {
        keep(await client.embed.signIn({ publisher: config.publisher, token }));
      } catch (error) {
        failed(error);
        throw error;
      }
    },
  };
}
