import { globalStyle } from "@vanilla-extract/css";
import { vars } from "@pnyx/react";
import { tablet } from "./layout.css";

// Page-level resets live in the site, never in the widget package.
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html, body", { margin: 0, padding: 0 });
globalStyle("body", {
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  WebkitFontSmoothing: "antialiased",
});
globalStyle("a", { color: vars.color.accent });
globalStyle("img", { maxWidth: "100%", display: "block" });
globalStyle("h1, h2, h3", { fontFamily: vars.font.heading, lineHeight: 1.2 });
// Jumps to a #target (e.g. #opinions) stop below the sticky top bar, not under it; on tablets the
// bar has two rows.
globalStyle("html", { scrollPaddingTop: "4.5rem", "@media": { [tablet]: { scrollPaddingTop: "7rem" } } });
// Toasts open just below the sticky bar, not over its bell (same heights as above).
globalStyle(":root", { vars: { "--pnyx-toast-top": "4.5rem" }, "@media": { [tablet]: { vars: { "--pnyx-toast-top": "7rem" } } } });
