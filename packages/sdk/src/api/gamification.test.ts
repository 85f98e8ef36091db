import { levelEndpoint } from "@pnyx/contract";
import { aLevelInfo, aSession } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";

const server = useMockServer();

describe("client.gamification", () => {
  it("level sends the caller's username unless one is given", async () => {
    const seen = record(server, levelEndpoint, aLevelInfo());
    const { client } = clientWith({ user: aSession() });
    await client.gamification.level();
    await client.gamification.level({ username: "ADA" });
    expect(seen.map((r) => r.body)).toEqual([{ username: "ada" }, { username: "ada" }]);
  });
});
