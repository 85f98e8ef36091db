// The loader's whole behaviour, given its surroundings (how to import a chunk, how to tell an element
// is near the viewport), so tests can drive it: the custom elements, their shadow roots, lazy starts,
// the page's batches of counts, and the `pnyx` object.
import type { MountedWidget, MountWidget, PageConfig, PageContext } from "../shared/page";

/** The page's handle on the embeds: `window.pnyx`. */
export interface PnyxGlobal {
  /** Merges page-wide settings (single sign-on, theme, texts); widgets already started follow them. */
  configure(config: PageConfig): void;
  /** Signs the reader in with a token the publisher signed (single sign-on). */
  login(token: string): Promise<void>;
  /** Ends the reader's Pnyx session in every widget of the page (call it when your site logs its reader out). */
  logout(): Promise<void>;
  /** Starts a `loading="manual"` element (or every one not started yet). */
  load(element?: Element): void;
}

export interface LoaderSurroundings {
  page: PageContext;
  /** A widget chunk by name: `import(\`${base}/embed/${name}.js\`)` in a browser. */
  importChunk<T>(name: string): Promise<T>;
  /** Calls `near` once when the element comes near the viewport; answers how to stop watching. */
  whenNear(element: Element, near: () => void): () => void;
  registry: CustomElementRegistry;
}

type AccountChunk = { login(token: string, page: PageContext): Promise<void>; logout(page: PageContext): Promise<void> };
type CountChunk = { count(elements: Element[], page: PageContext): void };

/**
 * How long a <pnyx-count> placed after the page has loaded waits for others (a list filled by a script,
 * a page of results): all of them are asked for together.
 */
export const COUNT_BATCH_MS = 50;

export function defineEmbeds({ page, importChunk, whenNear, registry }: LoaderSurroundings): PnyxGlobal {
  /** Started threads and chat rooms, told when the page's settings change. */
  const started = new Set<MountedWidget>();
  const styled = (root: ShadowRoot) => {
    const href = `${page.base}/embed/embed.css`;
    // A server-rendered thread links the stylesheet from the server's PUBLIC_URL: when the page loads
    // Pnyx from another address (the one its CSP allows), the loader's own address wins.
    let link = root.querySelector<HTMLLinkElement>("link[data-pnyx]");
    if (!link) {
      link = document.createElement("link");
      link.rel = "stylesheet";
      link.dataset.pnyx = "";
      root.prepend(link);
    }
    if (link.href !== href) link.href = href;
  };

  /** A thread or chat room: a shadow root now, its code when it is needed. */
  abstract class PnyxWidget extends HTMLElement {
    /** A started widget shows a changed `theme` or `strings` at once. */
    static observedAttributes = ["theme", "strings"];
    abstract readonly widget: string;
    private mounted: MountedWidget | null = null;
    private unwatch: (() => void) | null = null;
    private state: "idle" | "loading" | "started" = "idle";

    attributeChangedCallback() {
      this.mounted?.update();
    }

    connectedCallback() {
      // A server-rendered thread arrives in a declarative shadow root: it stays until the code takes over.
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
      else if (loading !== "manual") this.unwatch = whenNear(this, () => this.start());
    }

    disconnectedCallback() {
      this.unwatch?.();
      this.unwatch = null;
      if (this.mounted) {
        started.delete(this.mounted);
        this.mounted.stop();
        this.mounted = null;
      }
      if (this.state === "started") this.state = "idle";
    }

    start(): void {
      if (this.state !== "idle" || !this.isConnected) return;
      this.state = "loading";
      importChunk<{ mount: MountWidget }>(this.widget).then(
        ({ mount }) => {
          this.state = "started";
          if (!this.isConnected) return;
          this.mounted = mount(this, this.shadowRoot!, page);
          started.add(this.mounted);
        },
        (error: unknown) => {
          this.state = "idle";
          console.error(`pnyx: the ${this.widget} could not be loaded`, error);
        },
      );
    }
  }

  registry.define(
    "pnyx-opinions",
    class extends PnyxWidget {
      readonly widget = "opinions";
    },
  );
  registry.define(
    "pnyx-chat",
    class extends PnyxWidget {
      readonly widget = "chat";
    },
  );

  // The page's <pnyx-count>s are filled in batches (one request per 50 addresses): every count placed
  // while the document is still loading (the page's own scripts may run between them) waits for it to
  // have loaded; those placed later wait COUNT_BATCH_MS for each other. The count code loads meanwhile.
  // A count filled already is filled again (no request) when its texts change.
  let counting: Promise<CountChunk> | null = null;
  const uncounted = new Set<Element>();
  let batching = false;
  const fill = () => {
    batching = false;
    const batch = [...uncounted];
    uncounted.clear();
    counting!.then(
      (counts) => counts.count(batch, page),
      (error: unknown) => {
        // The next count placed tries again.
        counting = null;
        console.error("pnyx: the counts could not be loaded", error);
      },
    );
  };
  const queue = (element: Element) => {
    uncounted.add(element);
    counting ??= importChunk<CountChunk>("count");
    if (batching) return;
    batching = true;
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fill, { once: true });
    else setTimeout(fill, COUNT_BATCH_MS);
  };
  registry.define(
    "pnyx-count",
    class extends HTMLElement {
      static observedAttributes = ["strings"];
      connectedCallback() {
        queue(this);
      }
      attributeChangedCallback() {
        if (this.isConnected) queue(this);
      }
    },
  );

  const account = () => importChunk<AccountChunk>("account");
  return {
    configure(config) {
      Object.assign(page.config, config);
      for (const widget of started) widget.update();
      if (counting) for (const element of document.querySelectorAll("pnyx-count")) queue(element);
    },
    login: async (token) => (await account()).login(token, page),
    logout: async () => (await account()).logout(page),
    load(element) {
      for (const widget of element ? [element] : document.querySelectorAll("pnyx-opinions, pnyx-chat")) (widget as Partial<PnyxWidget>).start?.();
    },
  };
}
