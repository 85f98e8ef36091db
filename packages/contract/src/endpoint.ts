import type { z } from "./zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an endpoint. The server guards it; the SDK picks the token to send:
 * - "public": anyone; no token is sent;
 * - "optional": anyone; the member token is sent when there is one (answers may differ);
 * - "member": a member token is required (401 without, 403 when the token is not a member's);
 * - "admin": an admin token is required (401 without, 403 with a member token).
 */
export type EndpointAuth = "public" | "optional" | "member" | "admin";

/**
 * One endpoint of the API: the server mounts it, the SDK calls it, both with the same schemas.
 * `path` is the full path under the site origin, as product.md documents it.
 */
export interface Endpoint<Req extends z.ZodType | undefined = z.ZodType | undefined, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: `/api/${string}`;
  /** Defaults to "public". */
  auth?: EndpointAuth;
  request?: Req;
  response: Res;
  /**
   * The body is a multipart form carrying a file (uploads, the profile picture). Every other
   * endpoint takes JSON only: a form from another site's page cannot reach it.
   */
  form?: true;
  /**
   * Publishers' embeds use it: an embed token (the short-lived session a publisher's page holds,
   * bound to that publisher) may call it, and registered publishers' pages may call it from the
   * browser (CORS). Every other endpoint refuses embed tokens (403 `embed_scope`) and answers no
   * other site's page.
   */
  embed?: true;
}

/** Keeps the endpoint's literal types (auth level, schemas), so both sides infer from it. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

export type EndpointRequest<E> = E extends { request: infer Req extends z.ZodType } ? z.input<Req> : void;
export type EndpointResponse<E> = E extends { response: infer Res extends z.ZodType } ? z.output<Res> : never;
