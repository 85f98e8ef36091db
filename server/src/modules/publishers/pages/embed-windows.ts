// The two pages of native members' embed sign-in, on Pnyx's own origin (packages/embed/src/windows):
// the sign-in window a publisher page's Log in opens as a popup, and the hidden bridge frame the embed
// places in the publisher's page. Both are static shells around their script.
import { EMBED_WINDOWS } from "@pnyx/contract";
import { Elysia } from "elysia";
import { siteHeaders } from "../../../platform/security-headers";

const shell = (title: string, body: string, script: string, bodyClass = "") => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="/embed/embed.css">
<script type="module" src="/embed/${script}.js"></script>
</head>
<body${bodyClass ? ` class="${bodyClass}"` : ""}>${body}</body>
</html>`;

const SIGN_IN_PAGE = shell("Log in to Pnyx", `<div id="pnyx-signin"></div>`, "signin", "pnyx-window");
const BRIDGE_PAGE = shell("Pnyx", "", "bridge");

export const embedWindowsRoute = () =>
  new Elysia({ name: "pnyx/embed-windows" })
    .get(EMBED_WINDOWS.signIn, ({ set }) => {
      Object.assign(set.headers, siteHeaders(EMBED_WINDOWS.signIn), {
        // The window must keep its opener (the publisher's page) to hand it the session.
        "cross-origin-opener-policy": "unsafe-none",
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-cache",
      });
      return SIGN_IN_PAGE;
    })
    .get(EMBED_WINDOWS.bridge, ({ set }) => {
      const headers = siteHeaders(EMBED_WINDOWS.bridge);
      // Framed by any page: it shows nothing, and answers a page only what was granted to that page's origin.
      headers["content-security-policy"] = headers["content-security-policy"]!.replace("frame-ancestors 'none'", "frame-ancestors *");
      delete headers["x-frame-options"];
      Object.assign(set.headers, headers, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
      return BRIDGE_PAGE;
    });
