import { liveLinkEndpoint, updateLiveLinkEndpoint } from "@pnyx/contract";
import { aLiveLink, aSession, anAdminSession } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";

const server = useMockServer();

describe("client.liveLink", () => {
  it("reads the link without a token and updates it with the admin token", async () => {
    record(server, liveLinkEndpoint, aLiveLink());
    const updates = record(server, updateLiveLinkEndpoint, { message: "Zoom link updated successfully!" });
    const admin = anAdminSession();
    const { client } = clientWith({ user: aSession(), admin });
    await expect(client.liveLink.get()).resolves.toEqual(aLiveLink());
    await expect(client.liveLink.update({ title: " Friday ", description: "Talk", zoomUrl: "https://meet.example.org/1", isActive: true })).resolves.toEqual({
      message: "Zoom link updated successfully!",
    });
    expect(updates).toEqual([
      { body: { title: "Friday", description: "Talk", zoomUrl: "https://meet.example.org/1", isActive: true }, auth: `Bearer ${admin.token}` },
    ]);
  });

  it("refuses a link that is not http(s) before sending", async () => {
    const updates = record(server, updateLiveLinkEndpoint, { message: "Zoom link updated successfully!" });
    const { client } = clientWith({ admin: anAdminSession() });
    await expect(client.liveLink.update({ title: "T", description: "D", zoomUrl: "javascript:alert(1)", isActive: true })).rejects.toMatchObject({
      code: "invalid_input",
      message: "The link must start with http:// or https://",
    });
    expect(updates).toEqual([]);
  });
});
