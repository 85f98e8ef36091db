// Which API paths publishers' embeds use (the contract's endpoints marked `embed`): the only ones an
// embed token may call and the only ones other sites' pages may call from a browser.
import * as contract from "@pnyx/contract";
import type { Endpoint } from "@pnyx/contract";

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "response" in value;

/** A path as routes match it: without a trailing slash. */
const routeKey = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);

const EMBED_PATHS = new Set(
  (Object.values(contract) as unknown[])
    .filter(isEndpoint)
    .filter((endpoint) => endpoint.embed === true)
    .map((endpoint) => routeKey(endpoint.path)),
);

/** Whether an API path is one publishers' embeds use. */
export const isEmbedPath = (path: string): boolean => EMBED_PATHS.has(routeKey(path));
