import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A CI machine (2 cores, the server and browser suites running beside this one) can take several
// seconds for what takes a few hundred milliseconds alone: `findBy…`/`waitFor` wait up to 5 s there
// before they call a thing missing (the default 1 s failed PublishersAdmin under load).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // React hoists an eager picture's preload into <head>, which cleanup() leaves: with one module
  // graph for all files (isolate: false), the next file would find it there.
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});
