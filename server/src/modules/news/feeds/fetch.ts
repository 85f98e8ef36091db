import { FEED_LIMITS, FEED_USER_AGENT } from "./limits";

/** How a feed's text is fetched (a stand-in in tests). */
export type FetchText = (url: string) => Promise<string>;

const tooLarge = () => new Error("feed is larger than 5 MB");

/** GET with a timeout, a bot User-Agent and a 5 MB cap on the body. */
export async function defaultFetchText(url: string): Promise<string> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FEED_LIMITS.fetchTimeoutMs),
    redirect: "follow",
    headers: {
      "user-agent": FEED_USER_AGENT,
      accept: "application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
    },
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > FEED_LIMITS.bodyBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  return decode(await readCapped(response), response.headers.get("content-type"));
}

/** The body's bytes, refused as soon as they pass the cap (a missing or false content-length proves nothing). */
async function readCapped(response: Response): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > FEED_LIMITS.bodyBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function decode(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? "")?.[1];
  let decoder: TextDecoder;
  try {
    // The label comes from the server; an unknown one throws and falls back to UTF-8.
    decoder = new TextDecoder((charset ?? "utf-8") as ConstructorParameters<typeof TextDecoder>[0]);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(bytes);
}
