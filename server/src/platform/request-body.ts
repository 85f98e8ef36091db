import { ERROR_CODES, LIMITS } from "@pnyx/contract";
import { HttpError } from "./errors";

/** No endpoint's JSON body nests this deep; deeper bodies are refused before they are parsed. */
export const MAX_BODY_DEPTH = 64;
/** JSON bodies carry text and ids, never files (those come as multipart): 1 MB is ample. */
export const MAX_JSON_BYTES = 1024 * 1024;

const tooDeep = () => new HttpError(400, ERROR_CODES.tooDeep, `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`);
const notJson = () => new HttpError(400, ERROR_CODES.invalidBody, "The request body could not be parsed");
const tooLarge = (limit: number) => new HttpError(413, ERROR_CODES.payloadTooLarge, `The request body is too large (at most ${Math.round(limit / 1024)} kB)`);

/**
 * Reads a request body the way an endpoint takes it: JSON (bounded in size and depth), or, for an
 * endpoint that takes a file (`form`), a flat multipart form (field → string or File). Anything else
 * is refused; nothing is echoed back.
 */
export async function readBody(request: Request, contentType: string, form = false): Promise<unknown> {
  if (contentType === "multipart/form-data") {
    if (!form) throw new HttpError(415, ERROR_CODES.unsupportedMediaType, "Send the request body as JSON");
    return readForm(request);
  }
  if (contentType !== "" && contentType !== "application/json" && !contentType.endsWith("+json")) {
    throw new HttpError(415, ERROR_CODES.unsupportedMediaType, "Send the request body as JSON");
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_JSON_BYTES) throw tooLarge(MAX_JSON_BYTES);
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw tooLarge(MAX_JSON_BYTES);
  if (text.trim() === "") return undefined;
  if (nestingDepth(text) > MAX_BODY_DEPTH) throw tooDeep();
  try {
    return JSON.parse(text);
  } catch {
    throw notJson();
  }
}

/** Multipart fields as they came, without guessing JSON inside string values. */
async function readForm(request: Request): Promise<Record<string, string | Blob>> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  const limit = LIMITS.imageBytes + 1024 * 1024;
  if (declared > limit) throw tooLarge(limit);
  let form: Awaited<ReturnType<Request["formData"]>>;
  try {
    form = await request.formData();
  } catch {
    throw new HttpError(400, ERROR_CODES.invalidBody, "The form could not be read");
  }
  const fields: Record<string, string | Blob> = Object.create(null);
  form.forEach((value, name) => {
    fields[name] = value as string | Blob;
  });
  return fields;
}

/**
 * The deepest nesting of objects and arrays in a JSON text, found by one pass over its characters
 * (brackets inside strings do not count), so a hostile body costs linear time before any parse.
 * Stops counting as soon as the bound is passed.
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > deepest && (deepest = depth) > MAX_BODY_DEPTH) return deepest;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return deepest;
}
