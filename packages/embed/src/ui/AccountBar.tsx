// Who is writing: the signed-in reader and a logout, or a way to log in: the publisher's (single
// sign-on) when it set one, else Pnyx's own sign-in window. No password is ever typed on the page.
import type { EmbedClient } from "../shared/client";
import { fill } from "../shared/page";
import type { AccountStrings } from "./strings";

export interface AccountBarProps {
  client: EmbedClient;
  username: string | null;
  strings: AccountStrings;
}

export function AccountBar({ client, username, strings }: AccountBarProps) {
  if (username)
    return (
      <p className="pnyx-account" part="account">
        <span>{fill(strings.signedInAs, { name: username })}</span>{" "}
        <button type="button" className="pnyx-quiet" part="button" onClick={() => void client.signIn.logout()}>
          {strings.logout}
        </button>
      </p>
    );
  return (
    <p className="pnyx-account" part="account">
      <span>{strings.loginPrompt}</span>{" "}
      <button type="button" className="pnyx-button" part="button" onClick={() => client.signIn.login()}>
        {strings.login}
      </button>
    </p>
  );
}
