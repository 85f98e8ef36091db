// The loader's whole behaviour, given its surroundings (how to import a chunk, how to tell an element
// is near the viewport), so tests can drive it: the custom elements, their shadow roots, lazy starts,
// the page's one batch of counts, and the `pnyx` object.
import type { MountWidget, PageConfig, PageContext } from "../shared/page";

/** The page's handle on the embeds: `window.pnyx`. */
export interface PnyxGlobal {
  /** Merges page-wide settings (single sign-on, theme, texts); widgets started later see them. */
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

export function defineEmbeds({ page, importChunk, whenNear, registry }: LoaderSurroundings): PnyxGlobal {
  const styled = (root: ShadowRoot) => {
    if (root.querySelector("link[data-pnyx]")) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = `${page.base}/embed/embed.css`;
    link.dataset.pnyx = "";
    root.prepend(link);
  };

  /** A thread or chat room: a shadow root now, its code when it is needed. */
  abstract class PnyxWidget extends HTMLElement {
    abstract readonly widget: string;
    private stop: (() => void) | null = null;
    private unwatch: (() => void) | null = null;
    private state: "idle" | "loading" | "started" = "idle";

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
      this.stop?.();
      this.stop = null;
      if (this.state === "started") this.state = "idle";
    }

    start(): void {
      if (this.state !== "idle" || !this.isConnected) return;
      this.state = "loading";
      importChunk<{ mount: MountWidget }>(this.widget).then(
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

  // Every <pnyx-count> placed in one task is filled by one batch, once the count chunk is there.
  let counting: Promise<CountChunk> | null = null;
  const uncounted = new Set<Element>();
  registry.define(
    "pnyx-count",
    class extends HTMLElement {
      connectedCallback() {
        uncounted.add(this);
        counting ??= new Promise((resolve) => setTimeout(resolve)).then(() => importChunk<CountChunk>("count"));
        counting.then((counts) => {
          if (!uncounted.size) return;
          const batch = [...uncounted];
          uncounted.clear();
          counts.count(batch, page);
        });
      }
    },
  );

  const account = () => importChunk<AccountChunk>("account");
  return {
    configure(config) {
      Object.assign(page.config, config);
    },
    login: async (token) => (await account()).login(token, page),
    logout: async () => (await account()).logout(page),
    load(element) {
      for (const widget of element ? [element] : document.querySelectorAll("pnyx-opinions, pnyx-chat")) (widget as Partial<PnyxWidget>).start?.();
    },
  };
}
