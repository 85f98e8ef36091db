export { createPnyxClient, type PnyxClient, type PnyxClientOptions } from "./client";
export { PnyxError, isPnyxError } from "./errors";
export type { TokenProvider } from "./transport";
