// Writes the home page's category pictures (one scene per news category, no text) as SVG files into
// the web site's public folder. The files are committed; run again after changing the scenes:
//   bun run art:categories
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NEWS_CATEGORIES } from "@pnyx/contract";
import { categoryCoverSvg } from "./scenes";

const dir = join(import.meta.dir, "../../../../sites/web/public/images/categories");
mkdirSync(dir, { recursive: true });
for (const category of NEWS_CATEGORIES) {
  const file = join(dir, `${category.toLowerCase()}.svg`);
  writeFileSync(file, `${categoryCoverSvg(category, { width: 800, height: 420 })}\n`);
  console.log(file);
}
