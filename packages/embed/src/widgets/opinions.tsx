// opinions.js: <pnyx-opinions> once it is near the viewport.
import { NewsCategory } from "@pnyx/contract";
import { createRoot } from "react-dom/client";
import { pageClient, startSession } from "../shared/client";
import { elementStrings, type MountWidget } from "../shared/page";
import { OpinionsEmbed } from "../ui/OpinionsEmbed";
import { DEFAULT_OPINIONS_STRINGS, type OpinionsStrings } from "../ui/strings";
import type { ThreadSnapshotData } from "../ui/ThreadSnapshot";
import { applyTheme } from "./theme";

/** The first page a server-rendered thread carries (GET /embed/thread), if any. */
function snapshotIn(root: ShadowRoot): ThreadSnapshotData | undefined {
  const data = root.querySelector("script[data-pnyx-thread]")?.textContent;
  if (!data) return undefined;
  try {
    return JSON.parse(data) as ThreadSnapshotData;
  } catch {
    return undefined;
  }
}

/** The page's canonical address (<link rel=canonical>), else its own. */
const pageUrl = () => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href;

export const mount: MountWidget = (host, root, page) => {
  const client = pageClient(page);
  startSession(host, page);
  const category = NewsCategory.safeParse(host.getAttribute("article-category"));
  const image = host.getAttribute("article-image");
  // The publisher's signature of the thread (its title, picture and category): lists it on Pnyx.
  const token = host.getAttribute("thread-token");
  const article = {
    url: host.getAttribute("article-url") ?? pageUrl(),
    title: host.getAttribute("article-title") ?? document.title,
    ...(category.success ? { category: category.data } : {}),
    ...(image ? { image } : {}),
    ...(token ? { token } : {}),
  };
  const initial = snapshotIn(root);
  const stoodIn = [...root.children].filter((child) => child.tagName !== "LINK");
  const container = document.createElement("div");
  container.className = "pnyx-root";
  root.append(container);
  const view = createRoot(container);
  const onCount = (url: string, opinions: number) => document.dispatchEvent(new CustomEvent("pnyx:count", { detail: { url, opinions } }));
  /** Draws the thread with the element's and the page's settings as they are now (the thread's state stays). */
  const draw = () => {
    applyTheme(container, host, page);
    const strings: OpinionsStrings = { ...DEFAULT_OPINIONS_STRINGS, ...page.config.strings?.opinions, ...elementStrings(host) };
    view.render(
      <OpinionsEmbed
        client={client}
        article={article}
        strings={strings}
        base={page.base}
        locale={document.documentElement.lang || undefined}
        onCount={onCount}
        initial={initial}
      />,
    );
  };
  draw();
  // What stood in for the thread (the waiting line, the server's copy) gives way once it is drawn.
  for (const child of stoodIn) child.remove();
  return { update: draw, stop: () => view.unmount() };
};
