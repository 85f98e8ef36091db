// The member token a connection shows in its handshake (product §7: identity comes from it), and a
// token the server refused, which is not shown again: the link goes on as a visitor's until the
// session changes.
import type { TokenProvider } from "../transport";

export function createHandshake(getToken: TokenProvider | undefined, getMember: () => string | null = () => null) {
  let shown: string | null = null;
  /** The member whose token was shown. */
  let shownMember: string | null = null;
  let refused: string | null = null;
  const usable = (token: string | null | undefined) => (token && token !== refused ? token : null);
  return {
    /** socket.io's `auth` option: asked before every connection attempt. */
    auth(callback: (data: object) => void): void {
      Promise.resolve(getToken?.()).then(
        (token) => {
          shown = usable(token);
          shownMember = shown ? getMember() : null;
          callback(shown ? { token: shown } : {});
        },
        () => {
          shown = null;
          callback({});
        },
      );
    },
    /** The server refused the handshake as unauthorized: true when a token was shown (try again without it). */
    refuse(): boolean {
      if (!shown) return false;
      refused = shown;
      return true;
    },
    /** Whether the session's token is no longer the one shown (a login or a logout since). */
    async changed(): Promise<boolean> {
      return usable(await getToken?.()) !== shown;
    },
    /**
     * The token shown now, the session's current one (null: none, or one refused before), and whether
     * the session's member is still the one whose token was shown.
     */
    async tokens(): Promise<{ shown: string | null; current: string | null; sameMember: boolean }> {
      const member = getMember();
      return { shown, current: usable(await getToken?.()), sameMember: member !== null && member === shownMember };
    },
    /** The server took `token` for the connection's member without a new handshake. */
    accept(token: string): void {
      shown = token;
    },
  };
}
