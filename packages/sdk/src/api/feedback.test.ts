import { newsletterEmailsEndpoint, sendSupportMessageEndpoint } from "@pnyx/contract";
import { aNewsletterSubscriber, anAdminSession } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith, record } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";
import { mockEndpoint } from "../testing";

const server = useMockServer();

describe("client.feedback", () => {
  it("sendSupportMessage sends the trimmed, lower-cased message without a token", async () => {
    const seen = record(server, sendSupportMessageEndpoint, { message: "Message sent" });
    await expect(clientWith().client.feedback.sendSupportMessage({ name: " Ada ", email: "Ada@Example.com", message: " Help " })).resolves.toEqual({
      message: "Message sent",
    });
    expect(seen).toEqual([{ body: { name: "Ada", email: "ada@example.com", message: "Help" }, auth: null }]);
  });

  it("refuses invalid input before sending anything", async () => {
    // onUnhandledRequest: "error" would fail the test if a request went out.
    const error = await clientWith()
      .client.feedback.sendSupportMessage({ name: "Ada", email: "not-an-email", message: "hi" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "invalid_input", message: "Please enter a valid email" });
  });
  it("newsletterEmails parses the subscribers", async () => {
    const subscribers = [aNewsletterSubscriber()];
    server.use(mockEndpoint(newsletterEmailsEndpoint, { subscribers }));
    await expect(clientWith({ admin: anAdminSession() }).client.feedback.newsletterEmails()).resolves.toEqual({ subscribers });
  });
});
