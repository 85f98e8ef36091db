// Starts the site's scripts once a server-rendered page has painted: a phone shows the page first
// and downloads and runs the scripts after, instead of holding the first paint behind them. The page
// names its entry and the chunks to fetch alongside it (data-entry, data-preload); the CSP allows no
// inline script, hence a file.
(() => {
  const boot = document.currentScript;
  const entry = boot?.dataset.entry;
  if (!entry) return;
  const preload = (boot.dataset.preload ?? "").split(" ").filter(Boolean);
  const start = () => {
    const parts = document.createDocumentFragment();
    for (const href of preload) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      parts.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.src = entry;
    parts.append(script);
    document.head.append(parts);
  };
  // The browser's locale data loads on its first use, in one step (200-300 ms at 4x CPU; react-aria
  // asks for it as its modules load). Here the page usually still waits for its stylesheet to paint, so
  // the step fits in that wait instead of holding the main thread once the page shows.
  Intl.DateTimeFormat.supportedLocalesOf([navigator.language || "en-US"]);
  // A frame's callbacks run before it paints; the timeout after it, once it has. A hidden tab paints
  // nothing, so it starts at once.
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(start, 0));
  else start();
})();
