// signin.js: Pnyx's sign-in window for publishers' embeds, on Pnyx's own origin (a popup the embed's
// Log in opens). The member logs in here (or continues as the member already signed in on the site),
// never on the publisher's page; the window then hands a grant to the embed's bridge frame (Pnyx's
// origin to Pnyx's origin) and a first short-lived embed session to the page it was opened from (to
// that origin only), and closes.
import { EMBED_WINDOWS, MESSAGES, PageOrigin, type EmbedWindowMessage } from "@pnyx/contract";
import { authOf, createLocalStorageSessionStore, createPnyxCore, embedOf } from "@pnyx/sdk";
import { useId, useState, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { fill } from "../shared/fill";

/** The window's texts. */
export const SIGN_IN_STRINGS = {
  title: "Log in to Pnyx",
  forPage: "to take part on {site}",
  continueAs: "Continue as {name}",
  otherAccount: "Use another account",
  username: "Username",
  password: "Password",
  login: "Log in",
  loggingIn: "Logging in…",
  signup: "No account yet? Sign up on Pnyx",
  forgot: "Forgot your password?",
  privacy: "{site} will see your Pnyx username, picture and points, and your votes in its own threads: never your password, your e-mail or anything else.",
  done: "You are signed in. You can close this window.",
  noPage: "Open this window from the Log in button of a page with Pnyx's opinions or chat.",
  failed: "Could not sign you in here. Please try again.",
} as const;

const core = createPnyxCore({ baseUrl: "", sessionStore: createLocalStorageSessionStore() });
const auth = authOf(core);
const embed = embedOf(core);

/** How long the opener has to answer the window's hello before the window gives up on it. */
const HELLO_TIMEOUT_MS = 5_000;

/**
 * The page that opened the window: the origin its address names, once that page has answered a
 * nonce sent to that origin only (a page elsewhere cannot make the window show another site's name,
 * or make a grant for it); null when there is no such page.
 */
function openerOrigin(): Promise<string | null> {
  const parsed = PageOrigin.safeParse(new URLSearchParams(location.search).get("origin"));
  const opener = window.opener as Window | null;
  if (!parsed.success || !opener) return Promise.resolve(null);
  const origin = parsed.data;
  const nonce = crypto.randomUUID();
  return new Promise((resolve) => {
    const done = (answer: string | null) => {
      clearTimeout(timeout);
      window.removeEventListener("message", heard);
      resolve(answer);
    };
    const heard = (event: MessageEvent) => {
      const message = event.data as EmbedWindowMessage | null;
      if (event.source === opener && event.origin === origin && message?.pnyx === "hello" && message.nonce === nonce) done(origin);
    };
    const timeout = setTimeout(() => done(null), HELLO_TIMEOUT_MS);
    window.addEventListener("message", heard);
    opener.postMessage({ pnyx: "hello", nonce } satisfies EmbedWindowMessage, origin);
  });
}

/** Hands the grant to the bridge frames of the opener (Pnyx's origin only) and the session to the opener (its origin only). */
async function handOver(origin: string): Promise<void> {
  const { grant, session } = await embed.grant({ origin });
  const opener = window.opener as Window;
  for (let index = 0; index < opener.frames.length; index++) {
    opener.frames[index]?.postMessage({ pnyx: "grant", origin, grant } satisfies EmbedWindowMessage, location.origin);
  }
  opener.postMessage({ pnyx: "signedIn", session } satisfies EmbedWindowMessage, origin);
}

function SignIn({ origin }: { origin: string | null }) {
  const id = useId();
  const member = useSyncExternalStore(core.store.subscribe, () => core.store.get().user);
  const [other, setOther] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const site = origin ? new URL(origin).host : "";

  if (!origin) return <p role="alert">{SIGN_IN_STRINGS.noPage}</p>;
  if (done) return <p role="status">{SIGN_IN_STRINGS.done}</p>;

  const finish = async () => {
    setBusy(true);
    setError(null);
    try {
      await handOver(origin);
      setDone(true);
      window.close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : SIGN_IN_STRINGS.failed);
      setBusy(false);
    }
  };

  return (
    <main className="pnyx-signin">
      <h1>{SIGN_IN_STRINGS.title}</h1>
      <p className="pnyx-muted">{fill(SIGN_IN_STRINGS.forPage, { site })}</p>
      {member && !other ? (
        <div className="pnyx-row">
          <button type="button" className="pnyx-button" disabled={busy} onClick={() => void finish()}>
            {fill(SIGN_IN_STRINGS.continueAs, { name: member.username })}
          </button>
          <button type="button" className="pnyx-quiet" onClick={() => setOther(true)}>
            {SIGN_IN_STRINGS.otherAccount}
          </button>
        </div>
      ) : (
        <form
          className="pnyx-login"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const username = String(form.get("username") ?? "")
              .trim()
              .toLowerCase();
            const password = String(form.get("password") ?? "");
            if (!username || !password) return setError(MESSAGES.fillAllFields);
            setBusy(true);
            setError(null);
            auth.login({ username, password }).then(
              () => finish(),
              (failure: unknown) => {
                setError(failure instanceof Error ? failure.message : SIGN_IN_STRINGS.failed);
                setBusy(false);
              },
            );
          }}
        >
          <label htmlFor={`${id}-u`}>{SIGN_IN_STRINGS.username}</label>
          <input id={`${id}-u`} name="username" autoComplete="username" autoCapitalize="none" required />
          <label htmlFor={`${id}-p`}>{SIGN_IN_STRINGS.password}</label>
          <input id={`${id}-p`} name="password" type="password" autoComplete="current-password" required />
          <button type="submit" className="pnyx-button" disabled={busy}>
            {busy ? SIGN_IN_STRINGS.loggingIn : SIGN_IN_STRINGS.login}
          </button>
          <p className="pnyx-links">
            <a href="/signup">{SIGN_IN_STRINGS.signup}</a> · <a href="/forgotPassword">{SIGN_IN_STRINGS.forgot}</a>
          </p>
        </form>
      )}
      {error ? (
        <p className="pnyx-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="pnyx-muted">{fill(SIGN_IN_STRINGS.privacy, { site })}</p>
    </main>
  );
}

const root = document.getElementById("pnyx-signin");
if (root && location.pathname === EMBED_WINDOWS.signIn) {
  const view = createRoot(root);
  void openerOrigin().then((origin) => view.render(<SignIn origin={origin} />));
}
