// opinions.js: <pnyx-opinions> once it is near the viewport.
import { NewsCategory } from "@pnyx/contract";
import { createRoot } from "react-dom/client";
import { pageClient, signInFromPublisher, signInWith } from "../shared/client";
import { elementStrings, type MountWidget } from "../shared/page";
import { OpinionsEmbed } from "../ui/OpinionsEmbed";
import { DEFAULT_OPINIONS_STRINGS, type OpinionsStrings } from "../ui/strings";
import { applyTheme } from "./theme";

/** The page's canonical address (<link rel=canonical>), else its own. */
const pageUrl = () => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href;

export const mount: MountWidget = (host, root, page) => {
  const client = pageClient(page);
  const token = host.getAttribute("sso-token");
  if (token)
    void signInWith(page, token).catch((error: unknown) =>
      console.error(`pnyx: single sign-on failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  else void signInFromPublisher(page);
  applyTheme(host, page);
  const strings: OpinionsStrings = { ...DEFAULT_OPINIONS_STRINGS, ...page.config.strings?.opinions, ...elementStrings(host) };
  const category = NewsCategory.safeParse(host.getAttribute("article-category"));
  const image = host.getAttribute("article-image");
  const article = {
    url: host.getAttribute("article-url") ?? pageUrl(),
    title: host.getAttribute("article-title") ?? document.title,
    ...(category.success ? { category: category.data } : {}),
    ...(image ? { image } : {}),
  };
  const container = document.createElement("div");
  container.className = "pnyx-root";
  // What stood in for the thread (the waiting line, a server-rendered copy) gives way to it.
  for (const child of [...root.children]) if (child.tagName !== "LINK") child.remove();
  root.append(container);
  const view = createRoot(container);
  view.render(
    <OpinionsEmbed
      client={client}
      article={article}
      strings={strings}
      sso={page.config.sso}
      base={page.base}
      locale={document.documentElement.lang || undefined}
      onCount={(url, opinions) => document.dispatchEvent(new CustomEvent("pnyx:count", { detail: { url, opinions } }))}
    />,
  );
  return () => view.unmount();
};
