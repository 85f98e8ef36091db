import { describe, expect, it } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Elysia } from "elysia";
import { z } from "zod";
import { MIN_COMPRESSED_LENGTH, compression } from "./compression";
import { errorHandler, notFound } from "./errors";

const large = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Opinion number ${i}`, text: "A considered view of the matter. ".repeat(3) })) };
const small = { ok: true };
const html = `<!doctype html><title>Pnyx</title>${"<article><h2>News</h2><p>Text</p></article>".repeat(40)}`;

const app = new Elysia()
  .use(errorHandler)
  .use(compression)
  // CORS sets its Vary before any route runs.
  .onRequest(({ set }) => {
    set.headers.vary = "Origin";
  })
  .get("/large", () => large)
  .get("/small", () => small)
  .get("/validated", () => ({ ...large, secret: "never sent" }), {
    response: z.object({ items: z.array(z.object({ id: z.number(), title: z.string(), text: z.string() })) }),
  })
  .get("/json-text", ({ set }) => {
    set.headers["content-type"] = "application/json; charset=utf-8";
    set.headers["x-kept"] = "yes";
    return JSON.stringify(large);
  })
  .get("/page", ({ set }) => {
    set.headers["content-type"] = "text/html; charset=utf-8";
    return html;
  })
  .get("/created", ({ set }) => {
    set.status = 201;
    return large;
  })
  .get("/empty", ({ set }) => {
    set.status = 204;
    return "";
  })
  .get("/encoded", ({ set }) => {
    set.headers["content-encoding"] = "gzip";
    set.headers["content-type"] = "application/json";
    return Bun.gzipSync(JSON.stringify(large));
  })
  .get("/events", ({ set }) => {
    set.headers["content-type"] = "text/event-stream";
    return "data: x\n\n".repeat(200);
  })
  .get("/png", ({ set }) => {
    set.headers["content-type"] = "image/png";
    return "x".repeat(5000);
  })
  .get("/file", () => new Blob([JSON.stringify(large)], { type: "application/json" }))
  .get("/response", () => new Response(JSON.stringify(large), { headers: { "content-type": "application/json" } }))
  .get("/stream", () => new Response(new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode("x".repeat(5000))), c.close()) })))
  .get("/socket.io/", () => large)
  .get("/missing", () => {
    throw notFound("x".repeat(2000));
  });

const get = (path: string, acceptEncoding?: string) =>
  app.handle(new Request(`http://localhost${path}`, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }));
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("compression of answers", () => {
  it("compresses a large JSON answer with gzip, the cheaper, which decompresses to the same JSON", async () => {
    const res = await get("/large", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Origin, Accept-Encoding");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await bytes(res);
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(JSON.stringify(large).length / 4);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(large);
  });

  it("uses brotli when the client takes only brotli or weights it higher, and identity (still with Vary) when neither is accepted", async () => {
    for (const accept of ["br", "gzip;q=0.5, br", "gzip;q=0, br"]) {
      const brotli = await get("/large", accept);
      expect(brotli.headers.get("content-encoding")).toBe("br");
      expect(JSON.parse(brotliDecompressSync(await bytes(brotli)).toString())).toEqual(large);
    }
    for (const accept of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const plain = await get("/large", accept);
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.headers.get("vary")).toBe("Origin, Accept-Encoding");
      expect(await plain.json()).toEqual(large);
    }
  });

  it("leaves an answer below the threshold alone", async () => {
    expect(JSON.stringify(small).length).toBeLessThan(MIN_COMPRESSED_LENGTH);
    const res = await get("/small", "br, gzip");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBe("Origin");
    expect(await res.json()).toEqual(small);
  });

  it("compresses what the response schema made of the answer, not what the handler returned", async () => {
    const res = await get("/validated", "br");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(await bytes(res)).toString())).toEqual(large);
  });

  it("keeps the route's headers and status, and compresses JSON text and HTML", async () => {
    const text = await get("/json-text", "br");
    expect(text.headers.get("content-encoding")).toBe("br");
    expect(text.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(text.headers.get("x-kept")).toBe("yes");
    const page = await get("/page", "gzip");
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(gunzipSync(await bytes(page)).toString()).toBe(html);
    const created = await get("/created", "br");
    expect(created.status).toBe(201);
    expect(created.headers.get("content-encoding")).toBe("br");
  });

  it("never touches 204s, answers already encoded, event streams, images, files, Responses, streams or socket.io", async () => {
    expect((await get("/empty", "br")).status).toBe(204);
    const encoded = await get("/encoded", "br");
    expect(encoded.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(await bytes(encoded)).toString())).toEqual(large);
    for (const path of ["/events", "/png", "/file", "/response", "/stream", "/socket.io/"]) {
      const res = await get(path, "br, gzip");
      expect(res.headers.get("content-encoding")).toBeNull();
      expect((await bytes(res)).length).toBeGreaterThan(MIN_COMPRESSED_LENGTH);
    }
  });

  it("compresses a large error body in the one error shape", async () => {
    const res = await get("/missing", "br");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(await bytes(res)).toString())).toEqual({ code: "not_found", message: "x".repeat(2000) });
  });
});
