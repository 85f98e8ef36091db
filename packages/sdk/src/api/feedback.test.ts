import {
  addFeedbackEndpoint,
  feedbackEndpoint,
  feedbacksEndpoint,
  newsletterEmailsEndpoint,
  sendSupportMessageEndpoint,
  supportMailEndpoint,
  supportMailsEndpoint,
} from "@pnyx/contract";
import { aFeedback, aNewsletterSubscriber, aSession, aSupportMail, anAdminSession } from "@pnyx/contract/testing";
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
    expect(error).toMatchObject({ status: 422, code: "invalid_input", kind: "local", message: "Please enter a valid email" });
  });
  it("newsletterEmails parses a page of subscribers (the first unless asked) with the total", async () => {
    const subscribers = [aNewsletterSubscriber()];
    const asked: number[] = [];
    server.use(
      mockEndpoint(newsletterEmailsEndpoint, ({ page }) => {
        asked.push(page);
        return { subscribers, page, hasMore: false, total: subscribers.length };
      }),
    );
    const { client } = clientWith({ admin: anAdminSession() });
    await expect(client.feedback.newsletterEmails()).resolves.toEqual({ subscribers, page: 1, hasMore: false, total: 1 });
    await client.feedback.newsletterEmails({ page: 3 });
    expect(asked).toEqual([1, 3]);
  });

  it("add sends the member's feedback as themselves with the member token", async () => {
    const seen = record(server, addFeedbackEndpoint, { message: "Thanks a lot for your valuable feedback" });
    const user = aSession();
    await expect(clientWith({ user }).client.feedback.add({ feedbackText: " Clear flow " })).resolves.toEqual({
      message: "Thanks a lot for your valuable feedback",
    });
    expect(seen).toEqual([{ body: { feedbackText: "Clear flow", username: user.username }, auth: `Bearer ${user.token}` }]);
    await expect(clientWith({ user }).client.feedback.add({ feedbackText: "  " })).rejects.toMatchObject({ message: "Please write a reply" });
  });

  it("reads feedback and support mail with the admin token", async () => {
    const admin = anAdminSession();
    const lists = record(server, feedbacksEndpoint, { items: [aFeedback()], page: 1, hasMore: false });
    record(server, feedbackEndpoint, aFeedback());
    const mails = record(server, supportMailsEndpoint, { items: [aSupportMail()], page: 2, hasMore: false });
    record(server, supportMailEndpoint, aSupportMail());
    const { client } = clientWith({ user: aSession(), admin });
    await expect(client.feedback.list()).resolves.toMatchObject({ items: [aFeedback()] });
    await expect(client.feedback.get({ id: aFeedback()._id })).resolves.toEqual(aFeedback());
    await expect(client.feedback.supportMails({ page: 2 })).resolves.toMatchObject({ items: [aSupportMail()], page: 2 });
    await expect(client.feedback.supportMail({ id: aSupportMail()._id })).resolves.toEqual(aSupportMail());
    expect([lists[0]?.auth, mails[0]?.auth]).toEqual([`Bearer ${admin.token}`, `Bearer ${admin.token}`]);
  });
});
