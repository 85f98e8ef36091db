// A Vite plugin for the browser builds (the site, the embeds): zod's classic schemas link its JSON Schema
// converters into every schema class (`toJSONSchema()`, `~standard.jsonSchema`), so a bundle carries
// ~64 kB of source it never runs: only the server turns schemas into JSON Schema (its API docs and
// query checks). In browser builds the two converter modules become stand-ins that keep zod's names
// and throw if one is ever called; `aggregateChecks` stays real, since string and number schemas
// read their bounds (`minLength`, `maxLength`, `format`…) through it.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const CONVERTERS = /\/zod\/v4\/core\/(json-schema-processors|to-json-schema)\.js$/;
const FROM_CLASSIC = /\/zod\/v4\/classic\//;
const PREFIX = "\0zod-without-json-schema:";
/** Exports a converter module keeps for real: the bounds string and number schemas expose. */
const KEPT = new Set(["aggregateChecks"]);

/** The names a module exports (`export function|const|class name`, `export { a, b as c }`). */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g)) names.add(match[1]!);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1]!.split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/** The stand-in for one converter module: every export throws when used, but `KEPT` ones re-exported. */
export function standIn(realPath: string): string {
  const names = exportedNames(readFileSync(realPath, "utf8"));
  const lines = [
    `const unavailable = () => { throw new Error("zod's JSON Schema conversion is not part of this browser bundle (see house/zod-without-json-schema.ts)"); };`,
  ];
  for (const name of names) {
    if (KEPT.has(name)) lines.push(`export { ${name} } from ${JSON.stringify(realPath)};`);
    // Makers of converter methods return the method; calling the method is what throws.
    else if (/^create\w*Method$/.test(name)) lines.push(`export const ${name} = () => unavailable;`);
    else lines.push(`export const ${name} = unavailable;`);
  }
  return lines.join("\n");
}

/** Replaces zod's JSON Schema converters, as zod's classic schemas import them, with throwing stand-ins. */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: "pnyx:zod-without-json-schema",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !FROM_CLASSIC.test(importer) || !/json-schema-processors|to-json-schema/.test(source)) return null;
      const real = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!real || !CONVERTERS.test(real.id)) return null;
      return PREFIX + real.id;
    },
    load(id) {
      return id.startsWith(PREFIX) ? standIn(id.slice(PREFIX.length)) : null;
    },
  };
}
