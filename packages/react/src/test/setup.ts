import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  // React hoists an eager picture's preload into <head>, which cleanup() leaves: with one module
  // graph for all files (isolate: false), the next file would find it there.
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});
