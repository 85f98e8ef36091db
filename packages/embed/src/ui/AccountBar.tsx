// Who is writing: the signed-in reader and a logout, or a way to log in — the publisher's (single
// sign-on) when it set one, else a Pnyx account's username and password, right in the thread.
import type { EmbedClient } from "../shared/client";
import { useId, useState } from "react";
import { fill, type SsoConfig } from "../shared/page";
import type { AccountStrings } from "./strings";

export interface AccountBarProps {
  client: EmbedClient;
  username: string | null;
  strings: AccountStrings;
  sso?: SsoConfig | undefined;
}

export function AccountBar({ client, username, strings, sso }: AccountBarProps) {
  const [open, setOpen] = useState(false);
  if (username)
    return (
      <p className="pnyx-account" part="account">
        <span>{fill(strings.signedInAs, { name: username })}</span>{" "}
        <button type="button" className="pnyx-quiet" part="button" onClick={() => void client.auth.logout()}>
          {strings.logout}
        </button>
      </p>
    );
  if (open) return <LoginForm client={client} strings={strings} onCancel={() => setOpen(false)} />;
  return (
    <p className="pnyx-account" part="account">
      <span>{strings.loginPrompt}</span>{" "}
      <button type="button" className="pnyx-button" part="button" onClick={() => (sso?.onLoginRequest ? sso.onLoginRequest() : setOpen(true))}>
        {strings.login}
      </button>
    </p>
  );
}

function LoginForm({ client, strings, onCancel }: { client: EmbedClient; strings: AccountStrings; onCancel: () => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="pnyx-login"
      part="login"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        setBusy(true);
        setError(null);
        client.auth
          .login({ username: String(form.get("username") ?? ""), password: String(form.get("password") ?? "") })
          .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : strings.loginFailed))
          .finally(() => setBusy(false));
      }}
    >
      <label htmlFor={`${id}-u`}>{strings.username}</label>
      <input id={`${id}-u`} name="username" autoComplete="username" required />
      <label htmlFor={`${id}-p`}>{strings.password}</label>
      <input id={`${id}-p`} name="password" type="password" autoComplete="current-password" required />
      {error ? (
        <p className="pnyx-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="pnyx-row">
        <button type="submit" className="pnyx-button" part="button" disabled={busy}>
          {strings.login}
        </button>
        <button type="button" className="pnyx-quiet" part="button" onClick={onCancel}>
          {strings.cancel}
        </button>
      </div>
    </form>
  );
}
