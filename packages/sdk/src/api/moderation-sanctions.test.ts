import {
  MODERATION_TEXTS,
  addTopCommentEndpoint,
  liftSanctionEndpoint,
  memberStandingEndpoint,
  moderationSettingsEndpoint,
  sanctionEndpoint,
  setModerationSettingsEndpoint,
} from "@pnyx/contract";
import { aMemberStanding, aSanction, aSession, anAdminSession, someHoldSettings } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";
import { errorResponse, mockEndpoint } from "../testing";

const server = useMockServer();
const admin = anAdminSession();

describe("client.moderation: sanctions and hold settings", () => {
  it("suspends, lifts and reads a member's standing with the admin token, the contract's defaults filled in", async () => {
    const sanctioned = record(server, sanctionEndpoint, aSanction({ removal: "removing" }));
    const lifted = record(server, liftSanctionEndpoint, aSanction({ liftedAt: "2026-11-22T10:00:00.000Z" }));
    const asked: unknown[] = [];
    server.use(
      mockEndpoint(memberStandingEndpoint, (input, { request }) => {
        asked.push({ input, auth: request.headers.get("authorization") });
        return { standing: aMemberStanding({ sanction: aSanction() }), sanctions: [aSanction()] };
      }),
    );
    const { client } = clientWith({ user: aSession(), admin });
    await expect(client.moderation.sanction({ username: "Grace", kind: "suspend", hours: 24, reasonId: "spam", removeWriting: true })).resolves.toEqual(
      aSanction({ removal: "removing" }),
    );
    expect(sanctioned[0]).toEqual({
      body: { username: "grace", kind: "suspend", hours: 24, reasonId: "spam", removeWriting: true },
      auth: `Bearer ${admin.token}`,
    });
    await client.moderation.sanction({ username: "grace", kind: "ban", reasonId: "abuse" });
    expect(sanctioned[1]?.body).toEqual({ username: "grace", kind: "ban", reasonId: "abuse", removeWriting: false });
    await expect(client.moderation.liftSanction({ sanctionId: aSanction()._id })).resolves.toMatchObject({ liftedAt: "2026-11-22T10:00:00.000Z" });
    expect(lifted[0]?.auth).toBe(`Bearer ${admin.token}`);
    await expect(client.moderation.memberStanding({ username: "grace" })).resolves.toMatchObject({ standing: { sanction: { kind: "suspend" } } });
    expect(asked).toEqual([{ input: { username: "grace" }, auth: `Bearer ${admin.token}` }]);
  });

  it("refuses a suspension without hours before sending, and passes the server's refusals on", async () => {
    const seen = record(server, sanctionEndpoint, aSanction());
    const { client } = clientWith({ admin });
    await expect(client.moderation.sanction({ username: "grace", kind: "suspend", reasonId: "spam" })).rejects.toMatchObject({
      status: 422,
      code: "invalid_input",
      kind: "local",
    });
    expect(seen).toEqual([]);
    server.use(mockEndpoint(sanctionEndpoint, errorResponse(404, "not_found", "No such member")));
    await expect(client.moderation.sanction({ username: "nobody", kind: "ban", reasonId: "spam" })).rejects.toMatchObject({ status: 404, code: "not_found" });
  });

  it("reads and replaces the hold settings with the admin token", async () => {
    server.use(mockEndpoint(moderationSettingsEndpoint, someHoldSettings()));
    const replaced = record(server, setModerationSettingsEndpoint, someHoldSettings({ holdFirst: 3 }));
    const { client } = clientWith({ admin });
    await expect(client.moderation.holdSettings()).resolves.toEqual(someHoldSettings());
    await expect(
      client.moderation.setHoldSettings({ ...someHoldSettings(), holdFirst: 3, words: [{ word: " SPAM ", action: "block" }] }),
    ).resolves.toMatchObject({
      holdFirst: 3,
    });
    // The contract's form of each word goes (trimmed, lower case).
    expect(replaced[0]?.body).toMatchObject({ holdFirst: 3, words: [{ word: "spam", action: "block" }] });
    expect(replaced[0]?.auth).toBe(`Bearer ${admin.token}`);
  });

  it("a sanctioned member's write fails with the server's 403 sanctioned and its text", async () => {
    const message = MODERATION_TEXTS.banned.replace("{reason}", "Spam");
    const { client } = clientWith({ user: aSession() });
    server.use(mockEndpoint(addTopCommentEndpoint, errorResponse(403, "sanctioned", message)));
    await expect(client.opinions.add({ postId: "65f000000000000000000001", text: "Hello" })).rejects.toMatchObject({
      status: 403,
      code: "sanctioned",
      message,
    });
  });
});
