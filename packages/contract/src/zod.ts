// The contract's zod: every schema module imports it from here, so this runs before any schema is made.
import { config } from "zod";

// zod compiles object parsers with Function() where it may, deciding as each schema is made; its probe
// for that breaks a page's strict Content-Security-Policy (a violation logged on every page). In a
// browser the schemas parse without it; servers keep the compiled parsers.
if ("document" in globalThis) config({ jitless: true });

export { z } from "zod";
