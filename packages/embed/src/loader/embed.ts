// embed.js: the one script a publisher adds. It defines <pnyx-opinions>, <pnyx-count> and <pnyx-chat>,
// gives each an open shadow root with Pnyx's stylesheet, and loads a widget's code only when its
// element is on the page and near the viewport (loading="lazy", the default; "eager"; "manual": on
// `pnyx.load(element)`). Nothing here is a framework: it must stay under 3 kB gzipped.
import type { MountWidget, PageConfig, PageContext } from "../shared/page";

declare global {
  interface Window {
    /** Settings read when embed.js runs (the same as `pnyx.configure`). */
    pnyxConfig?: PageConfig;
    pnyx?: PnyxGlobal;
  }
}

/** The page's handle on the embeds: `window.pnyx`. */
export interface PnyxGlobal {
  /** Merges page-wide settings (single sign-on, theme, texts); widgets started later see them. */
  configure(config: PageConfig): void;
  /** Signs the reader in with a token the publisher signed (single sign-on). */
  login(token: string): Promise<void>;
  /** Ends the reader's Pnyx session in every widget of the page. */
  logout(): Promise<void>;
  /** Starts a `loading="manual"` element (or every one not started yet). */
  load(element?: Element): void;
}

const script = (document.currentScript ?? document.querySelector('script[src$="/embed.js"]')) as HTMLScriptElement | null;
const base = new URL(script?.src ?? "/embed.js", location.href).origin;
const page: PageContext = { base, config: { ...window.pnyxConfig } };
const chunk = <T>(name: string): Promise<T> => import(/* @vite-ignore */ `${base}/embed/${name}.js`);
/** How far below (or above) the viewport an element starts loading. */
const NEAR = "800px";

function styled(root: ShadowRoot): void {
  if (root.querySelector("link[data-pnyx]")) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = `${base}/embed/embed.css`;
  link.dataset.pnyx = "";
  root.prepend(link);
}

const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries)
      if (entry.isIntersecting) {
        near.unobserve(entry.target);
        (entry.target as PnyxWidget).start();
      }
  },
  { rootMargin: `${NEAR} 0px` },
);

/** A thread or chat room: a shadow root now, its code when it is needed. */
abstract class PnyxWidget extends HTMLElement {
  abstract readonly widget: string;
  private stop: (() => void) | null = null;
  private state: "idle" | "loading" | "started" = "idle";

  connectedCallback() {
    // A server-rendered thread arrives in a declarative shadow root: it is kept until the code takes over.
    const root = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    styled(root);
    if (root.childElementCount < 2) {
      const waiting = document.createElement("p");
      waiting.className = "pnyx-waiting";
      waiting.setAttribute("part", "waiting");
      waiting.setAttribute("role", "status");
      waiting.textContent = "…";
      root.append(waiting);
    }
    const loading = this.getAttribute("loading");
    if (loading === "eager") this.start();
    else if (loading !== "manual") near.observe(this);
  }

  disconnectedCallback() {
    near.unobserve(this);
    this.stop?.();
    this.stop = null;
    if (this.state === "started") this.state = "idle";
  }

  start(): void {
    if (this.state !== "idle" || !this.isConnected) return;
    this.state = "loading";
    chunk<{ mount: MountWidget }>(this.widget).then(
      ({ mount }) => {
        this.state = "started";
        if (this.isConnected) this.stop = mount(this, this.shadowRoot!, page);
      },
      (error: unknown) => {
        this.state = "idle";
        console.error(`pnyx: the ${this.widget} could not be loaded`, error);
      },
    );
  }
}

customElements.define(
  "pnyx-opinions",
  class extends PnyxWidget {
    readonly widget = "opinions";
  },
);
customElements.define(
  "pnyx-chat",
  class extends PnyxWidget {
    readonly widget = "chat";
  },
);

/** Every <pnyx-count> of the page is filled by one request, made once the page has placed them. */
let counting: Promise<{ count(elements: Element[], page: PageContext): void }> | null = null;
const uncounted = new Set<Element>();
customElements.define(
  "pnyx-count",
  class extends HTMLElement {
    connectedCallback() {
      uncounted.add(this);
      counting ??= new Promise((resolve) => setTimeout(resolve)).then(() => chunk("count"));
      counting.then((counts) => {
        if (!uncounted.size) return;
        const batch = [...uncounted];
        uncounted.clear();
        counts.count(batch, page);
      });
    }
  },
);

const account = () => chunk<{ login(token: string, page: PageContext): Promise<void>; logout(page: PageContext): Promise<void> }>("account");
window.pnyx = {
  configure(config) {
    Object.assign(page.config, config);
  },
  login: async (token) => (await account()).login(token, page),
  logout: async () => (await account()).logout(page),
  load(element) {
    for (const widget of element ? [element] : document.querySelectorAll("pnyx-opinions, pnyx-chat")) (widget as PnyxWidget).start?.();
  },
};
