// The bridge frame's rules (issue 45): it takes a grant only from Pnyx's own origin (the sign-in
// window), answers only the page it is in, with that page origin's grant, to that origin only, and
// ends the grant on the server when the page logs out.
import { aSession } from "@pnyx/contract/testing";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const PNYX = "http://pnyx.test";
const PAGE = "https://paper.example";
const session = { ...aSession({ username: "ada" }), expiresIn: 600 };

const fetched: Array<{ path: string; body: unknown }> = [];
let posted: Array<{ message: unknown; target: string }> = [];

beforeAll(async () => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${PNYX}/embed/bridge`);
  vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const path = String(input);
    fetched.push({ path, body: JSON.parse(String(init?.body ?? "null")) });
    const body = path.endsWith("/refresh") ? { session } : { message: "Signed out" };
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  });
  // The frame's parent is the publisher's page: what the bridge posts to it is recorded.
  vi.spyOn(window.parent, "postMessage").mockImplementation(((message: unknown, target: string) => {
    posted.push({ message, target });
  }) as typeof window.postMessage);
  await import("./bridge");
});
afterEach(() => {
  fetched.length = 0;
  posted = [];
});

/** A message as the browser delivers it: its data, the sender's origin, the sender's window. */
const deliver = (data: unknown, origin: string, source: Window | null = window.parent) =>
  window.dispatchEvent(new MessageEvent("message", { data, origin, source }));

describe("the bridge frame", () => {
  it("takes a grant only from Pnyx's own origin", async () => {
    deliver({ pnyx: "grant", origin: PAGE, grant: "stolen" }, "https://evil.example");
    deliver({ pnyx: "token" }, PAGE);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    // No grant held: it asks with none (the server answers from its cookie, if any).
    expect(fetched[0]).toEqual({ path: "/api/embed/refresh", body: { origin: PAGE } });

    deliver({ pnyx: "grant", origin: PAGE, grant: "the-grant" }, PNYX, null);
    // Used at once (the server keeps it in the frame's cookie for the next page load), then the page is told.
    await vi.waitFor(() => expect(posted.at(-1)).toEqual({ message: { pnyx: "granted" }, target: PAGE }));
    expect(fetched.at(-1)).toEqual({ path: "/api/embed/refresh", body: { grant: "the-grant", origin: PAGE } });
  });

  it("answers its page, with that page origin's grant, to that origin only", async () => {
    deliver({ pnyx: "grant", origin: PAGE, grant: "the-grant" }, PNYX, null);
    await vi.waitFor(() => expect(posted.at(-1)?.message).toEqual({ pnyx: "granted" }));
    posted = [];
    deliver({ pnyx: "token" }, PAGE);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(fetched.at(-1)).toEqual({ path: "/api/embed/refresh", body: { grant: "the-grant", origin: PAGE } });
    expect(posted[0]).toEqual({ message: { pnyx: "token", session }, target: PAGE });

    // Another page (another origin) asking through the same frame gets its own origin's grant: none.
    deliver({ pnyx: "token" }, "https://other.example");
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(fetched.at(-1)?.body).toEqual({ origin: "https://other.example" });
    expect(posted[1]?.target).toBe("https://other.example");

    // A window that is not the frame's parent is not answered at all.
    const before = fetched.length;
    deliver({ pnyx: "token" }, PAGE, null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).toHaveLength(before);
  });

  it("tells the page its logout is done even when the server cannot be reached", async () => {
    vi.mocked(window.fetch).mockRejectedValueOnce(new TypeError("offline"));
    deliver({ pnyx: "forget" }, PAGE);
    await vi.waitFor(() => expect(posted).toEqual([{ message: { pnyx: "forgotten" }, target: PAGE }]));
  });

  it("ends the grant on the server when the page logs out, and holds it no more", async () => {
    deliver({ pnyx: "grant", origin: PAGE, grant: "the-grant" }, PNYX, null);
    await vi.waitFor(() => expect(posted.at(-1)?.message).toEqual({ pnyx: "granted" }));
    posted = [];
    deliver({ pnyx: "forget" }, PAGE);
    await vi.waitFor(() => expect(fetched.at(-1)).toEqual({ path: "/api/embed/forget", body: { grant: "the-grant", origin: PAGE } }));
    // The page is told once the server has answered, to its origin only.
    await vi.waitFor(() => expect(posted).toEqual([{ message: { pnyx: "forgotten" }, target: PAGE }]));
    deliver({ pnyx: "token" }, PAGE);
    await vi.waitFor(() => expect(fetched.at(-1)).toEqual({ path: "/api/embed/refresh", body: { origin: PAGE } }));
  });
});
