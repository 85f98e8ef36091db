// msw handlers made from contract endpoints: the path is written once (in the contract), and neither
// the request a test receives nor the answer it gives can be something the real server would refuse.
import { ErrorBody, type Endpoint } from "@pnyx/contract";
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from "msw";
import type { z } from "zod";

/** What the handler hands a function answer: the input as the server would see it (parsed by the request schema). */
export type MockInput<E extends Endpoint> = E extends { request: infer Req extends z.ZodType } ? z.output<Req> : undefined;
/** An answer body as the server may send it (checked by the endpoint's response schema). */
export type MockReply<E extends Endpoint> = z.input<E["response"]>;
export type MockResult<E extends Endpoint> = MockReply<E> | Response;
/**
 * A fixed answer, a raw `Response` (errors, or a deliberately broken answer: sent as it is), or a
 * function of the parsed input and the raw request (headers, multipart forms) returning either.
 */
export type MockAnswer<E extends Endpoint> = MockResult<E> | MockResolver<E>;
export type MockResolver<E extends Endpoint> = (input: MockInput<E>, context: { request: Request }) => MockResult<E> | Promise<MockResult<E>>;

/**
 * An msw handler for `endpoint` on any origin (`*${path}`). The request is checked as the server
 * checks it: a member or admin endpoint without a bearer token is answered 401, input that breaks
 * the request schema 422. Answers are parsed by the response schema (a fixed answer at once, so a
 * bad mock fails where it is written).
 */
export function mockEndpoint<E extends Endpoint>(endpoint: E, answer: MockAnswer<E>): HttpHandler {
  const reply = (value: MockResult<E>): Response => (value instanceof Response ? value.clone() : HttpResponse.json(checkAnswer(endpoint, value)));
  const fixed = typeof answer === "function" ? null : answer instanceof Response ? answer : checkAnswer(endpoint, answer);
  const route = http[endpoint.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete"];
  return route(`*${endpoint.path}`, async ({ request }) => {
    const auth = endpoint.auth ?? "public";
    if ((auth === "member" || auth === "admin") && !/^Bearer \S+/.test(request.headers.get("authorization") ?? "")) {
      return errorResponse(401, "unauthorized", "Please log in");
    }
    let input: unknown;
    if (endpoint.request) {
      const parsed = endpoint.request.safeParse(await readInput(endpoint, request.clone()));
      if (!parsed.success) return errorResponse(422, "invalid_input", `Invalid request: ${parsed.error.issues[0]?.message ?? "is invalid"}`);
      input = parsed.data;
    }
    if (typeof answer !== "function") return fixed instanceof Response ? fixed.clone() : HttpResponse.json(fixed);
    const result = await (answer as MockResolver<E>)(input as MockInput<E>, { request });
    try {
      return reply(result);
    } catch (error) {
      // Thrown here, msw would answer a bare 500; this way the failing test names the broken field.
      return errorResponse(500, "invalid_mock", (error as Error).message);
    }
  });
}

/** A failed call as the server answers it: the status and the `{ code, message }` body. */
export function errorResponse(status: number, code: string, message: string): Response {
  return HttpResponse.json(ErrorBody.parse({ code, message }), { status });
}

function checkAnswer<E extends Endpoint>(endpoint: E, value: unknown): JsonBodyType {
  const parsed = endpoint.response.safeParse(value);
  if (parsed.success) return parsed.data as JsonBodyType;
  const issue = parsed.error.issues[0];
  throw new Error(
    `mockEndpoint(${endpoint.method} ${endpoint.path}): the answer breaks the contract at ${issue?.path.join(".") || "(root)"}: ${issue?.message}`,
  );
}

async function readInput(endpoint: Endpoint, request: Request): Promise<unknown> {
  if (endpoint.method === "GET") {
    const query: Record<string, string | string[]> = {};
    for (const [key, value] of new URL(request.url).searchParams) {
      const seen = query[key];
      query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
    }
    return query;
  }
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
