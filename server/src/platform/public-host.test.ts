import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ERROR_CODES, healthEndpoint, newsletterSignupEndpoint, SOCKET_PATH } from "@pnyx/contract";
import { Elysia } from "elysia";
import { startServer, type RunningServer } from "../server";
import { createTestContext, type TestContext } from "../test-support/context";
import { cors } from "./cors";
import { errorHandler } from "./errors";
import { createOriginGuard } from "./origin-guard";
import { isWellFormedHost } from "./public-host";

const PUBLIC_URL = "https://pnyx.example";

/**
 * A built site in a temp folder: the shell, a manifest, a file, and a server entry whose pages say
 * what the site's head (sites/web/src/ssr/page-head.ts) says: addresses made from the URL the page
 * is rendered at.
 */
function fakeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), "pnyx-host-site-"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Pnyx</title>");
  writeFileSync(join(dir, ".vite", "manifest.json"), "{}");
  writeFileSync(join(dir, "logo.svg"), "<svg/>");
  writeFileSync(
    join(dir, "entry-server.mjs"),
    `export function createSiteRenderer({ template }) {
  return {
    shell: template,
    async render(request) {
      const url = new URL(request.url);
      const canonical = url.origin + url.pathname;
      return { status: 200, html: [
        '<link rel="canonical" href="' + canonical + '">',
        '<meta property="og:url" content="' + canonical + '">',
        '<meta property="og:image" content="' + new URL("/uploads/a.webp", url.origin).href + '">',
        '<script type="application/ld+json">' + JSON.stringify({ "@type": "WebSite", url: url.origin + "/" }) + "</script>",
      ].join("") };
    },
  };
}
`,
  );
  return dir;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 request sent as bytes, so the Host header is exactly what a client could send. */
function raw(port: number, path: string, host: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const lines = [`GET ${path} HTTP/1.1`, `Host: ${host}`, "Connection: close", ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`${lines.join("\r\n")}\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const parsed: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body = rest.join("\r\n\r\n");
      // Chunked answers: the chunks' text without their sizes.
      if (parsed["transfer-encoding"] === "chunked") body = body.replace(/(?:^|\r\n)[0-9a-f]+\r\n/g, "").replace(/\r\n$/, "");
      resolve({ status: Number(statusLine.split(" ")[1]), headers: parsed, body });
    });
  });
}

describe("isWellFormedHost", () => {
  it("takes names, addresses and ports a client can send", () => {
    for (const host of [
      "pnyx.example",
      "PNYX.example:443",
      "localhost:3000",
      "127.0.0.1",
      "[::1]:3000",
      "my_service:8080",
      "pnyx.example.",
      "192.168.1.20:3000",
    ])
      expect(isWellFormedHost(host)).toBe(true);
  });

  it("refuses what is no host[:port]", () => {
    for (const host of [
      null,
      "",
      'a"b',
      "a b",
      "a/b",
      "a@b",
      "a\\b",
      "a?b",
      "a#b",
      "a, b",
      "a:",
      "a:b",
      "a:99999",
      "999.1.1.1",
      "[::1",
      "é.example",
      "x".repeat(260),
    ])
      expect(isWellFormedHost(host)).toBe(false);
  });
});

describe("one public host (development and test)", () => {
  let ctx: TestContext;
  let server: RunningServer;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = fakeSite();
    ctx = await createTestContext({ PUBLIC_URL, SITE_DIR: siteDir, SITE_RENDERER: join(siteDir, "entry-server.mjs") });
    server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await server.stop();
    await ctx.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it("renders a page's canonical, og:url, og:image and JSON-LD for PUBLIC_URL, whoever asked first under another Host", async () => {
    // The attacker's request fills the page cache first; the ordinary visitor comes within its life.
    const poisoned = await raw(server.port, "/details/1", "evil.example");
    const ordinary = await raw(server.port, "/details/1", "pnyx.example");
    for (const page of [poisoned, ordinary]) {
      expect(page.status).toBe(200);
      expect(page.body).toContain('<link rel="canonical" href="https://pnyx.example/details/1">');
      expect(page.body).toContain('<meta property="og:url" content="https://pnyx.example/details/1">');
      expect(page.body).toContain('<meta property="og:image" content="https://pnyx.example/uploads/a.webp">');
      expect(page.body).toContain('"url":"https://pnyx.example/"');
      expect(page.body).not.toContain("evil.example");
    }
  });

  it("serves other well-formed hosts (localhost, 127.0.0.1, a LAN address) outside production", async () => {
    for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port}`, "192.168.1.20:3000"]) {
      expect((await raw(server.port, healthEndpoint.path, host)).status).toBe(200);
      expect((await raw(server.port, "/category/World", host)).body).toContain('href="https://pnyx.example/category/World"');
    }
  });

  it("answers a malformed Host with a 400 and its {code, message} on pages, the API (with or without Origin), files and socket.io", async () => {
    const targets: Array<[string, Record<string, string>]> = [
      ["/details/1", {}],
      [healthEndpoint.path, {}],
      [newsletterSignupEndpoint.path, { origin: "https://paper.example" }],
      [healthEndpoint.path, { origin: "https://paper.example" }],
      ["/logo.svg", {}],
      [`${SOCKET_PATH}?EIO=4&transport=polling`, {}],
      [`${SOCKET_PATH}?EIO=4&transport=polling`, { origin: "https://paper.example" }],
    ];
    for (const host of ['a"b', "a b", "", "a:99999", "x".repeat(300)]) {
      for (const [path, headers] of targets) {
        const answer = await raw(server.port, path, host, headers);
        expect({ host, path, status: answer.status }).toEqual({ host, path, status: 400 });
        expect(answer.headers["content-type"]).toContain("application/json");
        expect(JSON.parse(answer.body)).toEqual({ code: ERROR_CODES.invalidHost, message: "The request's Host header is not a valid host name and port" });
      }
    }
  });
});

describe("one public host (production)", () => {
  let ctx: TestContext;
  let server: RunningServer;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = fakeSite();
    ctx = await createTestContext({ PUBLIC_URL, NODE_ENV: "production", SITE_DIR: siteDir, SITE_RENDERER: join(siteDir, "entry-server.mjs") });
    server = startServer({ ...ctx.runtime.deps, port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await server.stop();
    await ctx.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it("answers a Host other than PUBLIC_URL's with 421 Misdirected Request on every path", async () => {
    for (const path of ["/details/1", "/api/news/trending", "/logo.svg", `${SOCKET_PATH}?EIO=4&transport=polling`]) {
      for (const host of ["evil.example", "pnyx.example.evil.example", `127.0.0.1:${server.port}`]) {
        const answer = await raw(server.port, path, host);
        expect({ host, path, status: answer.status }).toEqual({ host, path, status: 421 });
        expect(JSON.parse(answer.body)).toEqual({
          code: ERROR_CODES.misdirectedRequest,
          message: "This server answers for pnyx.example only (its PUBLIC_URL)",
        });
      }
    }
  });

  it("serves the public host however its name is spelled (case, port, final dot)", async () => {
    for (const host of ["pnyx.example", "PNYX.Example", "pnyx.example:443", "pnyx.example."]) {
      const page = await raw(server.port, "/details/2", host);
      expect({ host, status: page.status }).toEqual({ host, status: 200 });
      expect(page.body).toContain('<link rel="canonical" href="https://pnyx.example/details/2">');
    }
  });

  it("keeps the health check reachable under any well-formed Host (load balancers probe by address)", async () => {
    const answer = await raw(server.port, healthEndpoint.path, "10.0.0.7:3000");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: "ok" });
    expect((await raw(server.port, healthEndpoint.path, 'a"b')).status).toBe(400);
  });
});

describe("a request URL Bun could not build (a malformed Host that reached past server.ts)", () => {
  /** A request as Bun gives it for `Host: a"b`: its URL is only the path. */
  const malformed = (path: string, headers: Record<string, string>) => {
    const request = new Request(`http://localhost${path}`, { method: "POST", headers });
    Object.defineProperty(request, "url", { value: path });
    return request;
  };

  it("gets no CORS headers, and no throw", async () => {
    const app = new Elysia()
      .use(errorHandler)
      .use(cors(async () => true))
      .post("/api/x", () => "ok");
    const answer = await app.handle(malformed("/api/x", { origin: "https://paper.example" }));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("ok");
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("is no one's same-site request for the origin guard: refused as cross-origin, not a crash", async () => {
    const guard = createOriginGuard({ publicUrl: PUBLIC_URL });
    await expect(guard(malformed("/api/x", { origin: "https://paper.example" }))).rejects.toMatchObject({ status: 403, code: ERROR_CODES.crossOrigin });
    await expect(guard(malformed("/api/x", { origin: PUBLIC_URL }))).resolves.toBeUndefined();
  });
});
