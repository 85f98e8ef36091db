import { describe, expect, it } from "vitest";
import type { SiteBuildManifest as BuildManifest } from "@pnyx/contract/site-renderer";
import { pageAssets } from "./page-assets";

const manifest: BuildManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"], css: ["assets/index-1.css"] },
  "_react.js": { file: "assets/react-1.js" },
  "_cards.js": { file: "assets/cards-1.js", imports: ["_react.js"], css: ["assets/cards-1.css"] },
  "src/pages/news/ArticlePage.tsx": { file: "assets/ArticlePage-1.js", imports: ["_cards.js", "_react.js"], css: ["assets/news-1.css", "assets/index-1.css"] },
};

describe("pageAssets", () => {
  it("links a page module's chunks and styles with what they import, less what the entry loads", () => {
    expect(pageAssets(manifest, ["src/pages/news/ArticlePage.tsx"])).toEqual({
      styles: ["/assets/news-1.css", "/assets/cards-1.css"],
      scripts: ["/assets/ArticlePage-1.js", "/assets/cards-1.js"],
    });
  });

  it("links nothing for a page the entry holds, or a module the build does not know", () => {
    expect(pageAssets(manifest, [])).toEqual({ styles: [], scripts: [] });
    expect(pageAssets(manifest, ["src/pages/Gone.tsx"])).toEqual({ styles: [], scripts: [] });
  });
});
