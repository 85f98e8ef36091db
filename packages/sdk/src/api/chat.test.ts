import { chatHistoryEndpoint, chatTotalUsersEndpoint } from "@pnyx/contract";
import { FIXTURE_IDS, aSession } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";

const server = useMockServer();

describe("client.chat", () => {
  it("reads Total Users without a login", async () => {
    const seen = record(server, chatTotalUsersEndpoint, { totalUsers: 12 });
    const { client } = clientWith();
    await expect(client.chat.totalUsers()).resolves.toEqual({ totalUsers: 12 });
    expect(seen).toEqual([{ body: null, auth: null }]);
  });

  it("pages a room's history with the member token, and refuses visitors before sending", async () => {
    const page = { messages: [], hasOlder: false };
    const urls: string[] = [];
    server.events.on("request:start", ({ request }) => void urls.push(request.url));
    const seen = record(server, chatHistoryEndpoint, page);
    const session = aSession();
    await expect(clientWith({ user: session }).client.chat.history({ topicId: FIXTURE_IDS.community, before: "67F000000000000000000001" })).resolves.toEqual(
      page,
    );
    expect(seen[0]?.auth).toBe(`Bearer ${session.token}`);
    expect(new URL(urls[0]!).search).toBe(`?topicId=${FIXTURE_IDS.community}&before=67f000000000000000000001`);
    await expect(clientWith().client.chat.history({ topicId: FIXTURE_IDS.community })).rejects.toMatchObject({ status: 401 });
    await expect(clientWith({ user: session }).client.chat.history({ topicId: "nope" })).rejects.toMatchObject({ code: "invalid_input" });
    expect(seen).toHaveLength(1);
    server.events.removeAllListeners();
  });
});
