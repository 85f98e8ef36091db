import { ERROR_CODES, newsletterSignupEndpoint, signupEndpoint, sendSupportMessageEndpoint, liveLinkEndpoint, uploadEndpoint } from "@pnyx/contract";
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createMember, createTestContext, type TestContext } from "../test-support/context";
import { createOriginGuard } from "./origin-guard";

let ctx: TestContext;
let member: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await createMember(ctx, "ora");
});
afterAll(() => ctx.close());

/** A form another site's page posts to us: multipart, no preflight, its own Origin. */
const crossSiteForm = (fields: Record<string, string>, origin = "https://evil.example") => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { form, headers: { origin } };
};

describe("cross-site forms", () => {
  it("cannot sign people up, subscribe addresses or send support mail: multipart is refused where no file is uploaded", async () => {
    const forms = [
      [signupEndpoint, { username: "victim", email: "victim@example.com", password: "a-long-password" }],
      [newsletterSignupEndpoint, { email: "victim@example.com" }],
      [sendSupportMessageEndpoint, { name: "V", email: "victim@example.com", message: "Spam" }],
    ] as const;
    for (const [endpoint, fields] of forms) {
      // Same origin, still not JSON: refused for what it is.
      const sameSite = await ctx.call(endpoint, { form: crossSiteForm(fields).form });
      expect(sameSite.status).toBe(415);
      // From another site: refused before the body is read.
      const foreign = await ctx.call(endpoint, crossSiteForm(fields));
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toEqual({
        code: ERROR_CODES.crossOrigin,
        message: "Requests from https://evil.example are not accepted here: it is not a registered publisher's origin",
      });
    }
    const { User, Newsletter, SupportMessage } = ctx.runtime.deps.models;
    expect(await User.countDocuments({ username: "victim" })).toBe(0);
    expect(await Newsletter.countDocuments({ email: "victim@example.com" })).toBe(0);
    expect(await SupportMessage.countDocuments({ email: "victim@example.com" })).toBe(0);
    expect((await ctx.outbox()).some((mail) => mail.includes("victim@example.com"))).toBe(false);
  });

  it("refuses JSON state changes from another site's page, and takes the site's own, scripts' and reads from anywhere", async () => {
    const body = { email: "reader@example.com" };
    expect((await ctx.call(newsletterSignupEndpoint, { body, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await ctx.call(newsletterSignupEndpoint, { body, headers: { origin: "null" } })).status).toBe(403);
    expect((await ctx.call(newsletterSignupEndpoint, { body, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    // The configured public address, and the host the request came to.
    expect((await ctx.call(newsletterSignupEndpoint, { body, headers: { origin: "http://pnyx.test" } })).status).toBe(200);
    expect((await ctx.call(newsletterSignupEndpoint, { body: { email: "a@example.com" }, headers: { origin: "http://localhost" } })).status).toBe(200);
    // No Origin: a script or a server using the SDK.
    expect((await ctx.call(newsletterSignupEndpoint, { body: { email: "b@example.com" } })).status).toBe(200);
    // GET reads change nothing: any page may make them.
    expect((await ctx.call(liveLinkEndpoint, { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });

  it("still takes files as multipart where they are uploaded", async () => {
    const form = new FormData();
    form.set("file", new Blob(["plain words"], { type: "text/plain" }), "notes.txt");
    const upload = await ctx.call(uploadEndpoint, { form, token: member, headers: { origin: "http://localhost" } });
    // A text attachment, as chat takes them: read as a form and stored.
    expect(upload.status).toBe(200);
    expect(((await upload.json()) as { url: string }).url).toStartWith("/uploads/");
  });
});

describe("the guard's rule", () => {
  const guard = createOriginGuard({ publicUrl: "https://pnyx.example/", isAllowed: async (origin) => origin === "https://publisher.example" });
  const request = (headers: Record<string, string>, url = "http://internal:3000/api/x") => new Request(url, { method: "POST", headers });
  it("trusts the public address, allowed origins and the request's own host, whatever the scheme in front", async () => {
    await guard(request({ origin: "https://pnyx.example" }));
    // A publisher's page changes only what embeds change.
    await guard(request({ origin: "https://publisher.example" }, "http://internal:3000/api/comment/addTopComment"));
    await expect(guard(request({ origin: "https://publisher.example" }))).rejects.toThrow("may only use what Pnyx's embeds use");
    await expect(guard(request({ origin: "https://publisher.example" }, "http://internal:3000/api/user/updateProfile"))).rejects.toThrow();
    await guard(request({ origin: "https://shop.example" }, "http://shop.example/api/x"));
    await guard(request({}));
    await expect(guard(request({ origin: "https://pnyx.example.evil.example" }))).rejects.toThrow();
    await expect(guard(request({ origin: "http://publisher.example" }))).rejects.toThrow();
    await expect(guard(request({ origin: "not a url" }))).rejects.toThrow();
  });
});
