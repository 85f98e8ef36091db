import { feedbackEndpoint, feedbacksEndpoint, supportMailEndpoint, supportMailsEndpoint } from "@pnyx/contract";
import { aFeedback, aSupportMail } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { adminSession, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { stubIntersectionObserver } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { FeedbackInbox, FeedbackMessage } from "./FeedbackInbox";

const server = useMswServer();
afterEach(() => vi.unstubAllGlobals());
const admin = () => testClient({ admin: adminSession }).client;

const short = aFeedback();
const long = aFeedback({ _id: "67d000000000000000000002", username: "grace", text: "The composer loses my draft whenever I switch tabs, twice today." });
const mail = aSupportMail();

const links = () =>
  screen
    .getAllByRole("link")
    .map((link) => ({ name: link.textContent, href: link.getAttribute("href"), from: link.closest("li")?.querySelector("p")?.textContent }));

describe("<FeedbackInbox>", () => {
  it("lists feedback newest first, previews cut at 40 characters, each opening the whole message", async () => {
    server.use(mockEndpoint(feedbacksEndpoint, { items: [short, long], page: 1, hasMore: false }));
    const { container } = renderWithPnyx(<FeedbackInbox kind="feedback" />, admin());
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    await screen.findByRole("link", { name: "The review dialog is clear." });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Feedbacks");
    expect(links()).toEqual([
      { name: "The review dialog is clear.", href: `/admin/feedback/${short._id}`, from: "from ada" },
      { name: "The composer loses my draft whenever I s…", href: `/admin/feedback/${long._id}`, from: "from grace" },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lists support mail with the sender's address, at the host's links, loading older mail as the end comes into view", async () => {
    const observer = stubIntersectionObserver();
    const older = aSupportMail({ _id: "67e000000000000000000002", name: "Hedy", email: "hedy@example.com", message: "Where is my badge?" });
    const asked: number[] = [];
    server.use(
      mockEndpoint(supportMailsEndpoint, ({ page }) => {
        asked.push(page);
        return page === 1 ? { items: [mail], page: 1, hasMore: true } : { items: [older], page: 2, hasMore: false };
      }),
    );
    renderWithPnyx(<FeedbackInbox kind="support" headingLevel={2} hrefFor={(kind, id) => `/inbox/${kind}/${id}`} />, admin());
    await screen.findByRole("link", { name: "I cannot change my picture." });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Support Mails");
    await waitFor(() => expect(observer.observing).toBe(1));
    act(() => observer.intersect());
    await screen.findByRole("link", { name: "Where is my badge?" });
    expect(links()).toEqual([
      { name: "I cannot change my picture.", href: `/inbox/support/${mail._id}`, from: "from Grace <grace@example.com>" },
      { name: "Where is my badge?", href: `/inbox/support/${older._id}`, from: "from Hedy <hedy@example.com>" },
    ]);
    expect(asked).toEqual([1, 2]);
  });

  it("says when the inbox is empty, and when it cannot load", async () => {
    server.use(
      mockEndpoint(feedbacksEndpoint, { items: [], page: 1, hasMore: false }),
      mockEndpoint(supportMailsEndpoint, { items: [], page: 1, hasMore: false }),
    );
    const feedback = renderWithPnyx(<FeedbackInbox kind="feedback" />, admin());
    await screen.findByText("No feedback yet");
    feedback.unmount();
    const support = renderWithPnyx(<FeedbackInbox kind="support" />, admin());
    await screen.findByText("No support mail yet");
    support.unmount();
    server.use(mockEndpoint(feedbacksEndpoint, errorResponse(503, "internal_error", "Down")));
    renderWithPnyx(<FeedbackInbox kind="feedback" />, admin());
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the messages");
  });
});

describe("<FeedbackMessage>", () => {
  it("shows one message in full, asked for by its id, with the way back", async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint(feedbackEndpoint, (input) => {
        asked.push(input);
        return long;
      }),
    );
    const { container } = renderWithPnyx(<FeedbackMessage kind="feedback" id={long._id} />, admin());
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    const article = await screen.findByRole("article");
    expect(within(article).getByRole("heading", { level: 1 }).textContent).toBe("Feedbacks");
    within(article).getByText(long.text);
    expect(within(article).getByText(/^from grace/).textContent).toBe("from grace · 22 November 2026");
    expect(within(article).getByRole("link", { name: "Back to the list" }).getAttribute("href")).toBe("/admin/feedbacks");
    expect(asked).toEqual([{ id: long._id }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says a missing mail does not exist, still with the way back", async () => {
    server.use(mockEndpoint(supportMailEndpoint, errorResponse(404, "not_found", "No such mail")));
    renderWithPnyx(<FeedbackMessage kind="support" id={mail._id} />, admin());
    expect((await screen.findByRole("alert")).textContent).toBe("This message does not exist.");
    expect(screen.getByRole("link", { name: "Back to the list" }).getAttribute("href")).toBe("/admin/support");
  });
});
