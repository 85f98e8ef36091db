import { MODERATION_TEXTS, reportContentEndpoint } from "@pnyx/contract";
import { aSession, anId } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { createPnyxCore } from "../core";
import { createMemorySessionStore } from "../session";
import { reportingOf } from "./moderation-reports";
import { record } from "../test-support/clients";
import { ORIGIN, useMockServer } from "../test-support/msw";
import { errorResponse, mockEndpoint } from "../testing";

const server = useMockServer();

describe("reportingOf: reports on the core alone (an embed's chat rooms)", () => {
  it("reports a chat message with the reason and the member's token, and answers the thanks", async () => {
    const reported = record(server, reportContentEndpoint, { message: MODERATION_TEXTS.reportReceived });
    const member = aSession({ token: "embed-token" });
    const reporting = reportingOf(createPnyxCore({ baseUrl: ORIGIN, sessionStore: createMemorySessionStore({ user: member }) }));
    const targetId = anId();
    await expect(reporting.report({ targetType: "chatMessage", targetId, reason: "other", text: "Spoils the film" })).resolves.toEqual({
      message: MODERATION_TEXTS.reportReceived,
    });
    expect(reported).toEqual([{ body: { targetType: "chatMessage", targetId, reason: "other", text: "Spoils the film" }, auth: "Bearer embed-token" }]);
  });

  it("passes the server's refusal on, and needs a login", async () => {
    server.use(mockEndpoint(reportContentEndpoint, errorResponse(403, "embed_scope", "An embed's sign-in reports chat messages only")));
    const signedIn = reportingOf(createPnyxCore({ baseUrl: ORIGIN, sessionStore: createMemorySessionStore({ user: aSession() }) }));
    await expect(signedIn.report({ targetType: "communityPost", targetId: anId(), reason: "spam" })).rejects.toMatchObject({
      status: 403,
      code: "embed_scope",
    });
    const visitor = reportingOf(createPnyxCore({ baseUrl: ORIGIN, sessionStore: createMemorySessionStore() }));
    await expect(visitor.report({ targetType: "chatMessage", targetId: anId(), reason: "spam" })).rejects.toMatchObject({ status: 401, kind: "local" });
  });
});
