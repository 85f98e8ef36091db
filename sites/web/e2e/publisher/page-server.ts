// A publisher's site for the embed tests: plain HTML pages on their own origin (not the Pnyx site),
// under a strict Content-Security-Policy that allows the Pnyx origin and nothing inline, and a
// sign-in token service for single sign-on (HS256 with the shared secret, or ES256 from its own key
// set, which it serves).
import { createHmac, generateKeyPairSync, randomUUID, sign, type KeyObject } from "node:crypto";
import { createServer, type Server } from "node:http";

export interface PublisherSite {
  origin: string;
  /** Its pages' address on another spelling of the host: an origin nobody registered. */
  strangerOrigin: string;
  jwksUrl: string;
  close(): Promise<void>;
}

export interface SigningSetup {
  /** Publisher id and shared secret of the HS256 publisher; id of the key-set publisher. */
  hs?: { publisher: string; secret: string };
  es?: { publisher: string };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A JWT signed as a publisher's server would (only node:crypto, as a publisher's own code might). */
export function signToken(alg: "HS256" | "ES256", key: string | KeyObject, claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg, typ: "JWT", ...(alg === "ES256" ? { kid: "e2e-1" } : {}) })}.${b64({ iat: now, exp: now + 600, jti: randomUUID(), ...claims })}`;
  const signature =
    alg === "HS256"
      ? createHmac("sha256", key as string)
          .update(body)
          .digest("base64url")
      : sign("sha256", Buffer.from(body), { key: key as KeyObject, dsaEncoding: "ieee-p1363" }).toString("base64url");
  return `${body}.${signature}`;
}

export async function startPublisherSite(pnyx: string, signing: () => SigningSetup): Promise<PublisherSite> {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const ws = pnyx.replace(/^http/, "ws");
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${pnyx}`,
    `style-src 'self' ${pnyx}`,
    `connect-src 'self' ${pnyx} ${ws}`,
    `img-src 'self' data: ${pnyx}`,
    // Native members' sign-in keeps its grant in a hidden frame on Pnyx's origin (docs/publishers.md).
    `frame-src ${pnyx}`,
  ].join("; ");
  let port = 0;
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://page");
    const send = (type: string, body: string, status = 200) => {
      response.writeHead(status, { "content-type": type, "content-security-policy": csp, "cache-control": "no-store" });
      response.end(body);
    };
    const mode = url.searchParams.get("sso") ?? "none";
    const setup = signing();
    if (url.pathname === "/favicon.ico") return send("image/x-icon", "", 204);
    if (url.pathname === "/jwks.json")
      return send("application/json", JSON.stringify({ keys: [{ ...publicKey.export({ format: "jwk" }), kid: "e2e-1", alg: "ES256", use: "sig" }] }));
    if (url.pathname === "/token") {
      const sub = url.searchParams.get("sub") ?? "reader-1";
      const claims = { sub, name: url.searchParams.get("name") ?? "Ana López" };
      if (mode === "hs" && setup.hs) return send("text/plain", signToken("HS256", setup.hs.secret, { ...claims, aud: setup.hs.publisher }));
      if (mode === "es" && setup.es) return send("text/plain", signToken("ES256", privateKey, { ...claims, aud: setup.es.publisher }));
      if (mode === "forged" && setup.hs) return send("text/plain", signToken("HS256", "not-the-publishers-secret", { ...claims, aud: setup.hs.publisher }));
      return send("text/plain", "", 204);
    }
    if (url.pathname === "/config.js") {
      // "hs-out": the paper's reader logged out (its token service answers nothing).
      const publisher = mode === "hs" || mode === "forged" || mode === "hs-out" ? setup.hs?.publisher : mode === "es" ? setup.es?.publisher : undefined;
      const sso = publisher
        ? `sso: { publisher: ${JSON.stringify(publisher)}, getToken: () => fetch("/token?${url.searchParams}").then((r) => (r.status === 200 ? r.text() : null)) },`
        : "";
      return send("text/javascript", `window.pnyxConfig = { ${sso} theme: "light" };`);
    }
    if (url.pathname === "/slow.js") {
      // An ordinary script of the page (an ad, a tag) that takes its time: the parser waits for it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return send("text/javascript", "window.slowRan = true;");
    }
    if (url.pathname === "/snoop.js")
      // What a hostile script on the publisher's page (an ad, an analytics tag, one XSS) can reach: every
      // message the page receives, every token its requests carry, its storage and its DOM.
      return send(
        "text/javascript",
        `window.snooped = { messages: [], tokens: [] };
addEventListener("message", (event) => window.snooped.messages.push(JSON.stringify(event.data)));
const realFetch = window.fetch;
window.fetch = (input, init) => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  const auth = headers.get("authorization");
  if (auth) window.snooped.tokens.push(auth.replace(/^Bearer /, ""));
  return realFetch(input, init);
};`,
      );
    if (url.pathname === "/hostile.css")
      return send("text/css", "* { all: unset !important; } body * { font-size: 72px !important; color: red !important; line-height: 1 !important; }");
    if (url.pathname === "/layout.css") return send("text/css", ".spacer { display: block !important; height: 4000px !important; }");
    if (url.pathname === "/page") {
      // A page that includes a thread's server-rendered HTML, as a publisher's own server would.
      const snapshot = url.searchParams.get("snapshot");
      const included = snapshot ? await fetch(`${pnyx}/embed/thread?url=${encodeURIComponent(snapshot)}`).then((r) => r.text()) : "";
      const body = (url.searchParams.get("body") ?? "") + included;
      return send(
        "text/html; charset=utf-8",
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The Paper</title>
<link rel="stylesheet" href="/hostile.css"><link rel="stylesheet" href="/layout.css"><script src="/snoop.js"></script><script src="/config.js?${url.searchParams}"></script>
<script src="${pnyx}/embed.js" async></script></head><body><h1>The Paper</h1>${body}</body></html>`,
      );
    }
    send("text/plain", "not found", 404);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    strangerOrigin: `http://localhost:${port}`,
    jwksUrl: `http://127.0.0.1:${port}/jwks.json`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A publisher page's address: its HTML body and single sign-on mode ("hs", "es", "forged", "hs-out" or none). */
export const pageAt = (
  origin: string,
  body: string,
  options: { sso?: "hs" | "es" | "forged" | "hs-out"; sub?: string; name?: string; snapshot?: string } = {},
) => `${origin}/page?${new URLSearchParams({ body, ...options })}`;
