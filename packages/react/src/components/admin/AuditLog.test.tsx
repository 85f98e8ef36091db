import { auditLogEndpoint } from "@pnyx/contract";
import { anAuditEntry, anId } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { adminSession, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { stubIntersectionObserver } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { AuditLog } from "./AuditLog";

const server = useMswServer();
afterEach(() => vi.unstubAllGlobals());
const admin = () => testClient({ admin: adminSession }).client;

const verified = anAuditEntry({ _id: anId("67c0"), summary: "Notes on engines" });
const deleted = anAuditEntry({
  _id: anId("67c0"),
  admin: "grace",
  action: "deleteComment",
  targetType: "comment",
  targetId: anId("65f1"),
  summary: "Off topic, buy my book.",
  at: "2026-11-21T18:30:00.000Z",
});
const relinked = anAuditEntry({ _id: anId("67c0"), action: "updateLiveLink", targetType: "liveLink", targetId: anId("67d0"), summary: "Friday debate" });

// Each entry as it reads: what was done, on what, by whom.
const entries = () =>
  within(screen.getByRole("region", { name: "Audit log" }))
    .getAllByRole("listitem")
    .map((item) => [...item.querySelectorAll("span, p")].map((part) => part.textContent));

describe("<AuditLog>", () => {
  it("lists every moderation action, newest first: what, on what, by whom and when", async () => {
    server.use(mockEndpoint(auditLogEndpoint, { entries: [verified, deleted], page: 1, hasMore: false }));
    const { container } = renderWithPnyx(<AuditLog />, admin());
    expect(screen.getByRole("status").textContent).toBe("Loading the audit log…");
    await screen.findByText("Verified post");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Audit log");
    expect(entries()).toEqual([
      ["Verified post", "Notes on engines", "by root"],
      ["Deleted comment", "Off topic, buy my book.", "by grace"],
    ]);
    expect([...container.querySelectorAll("li time")].map((time) => time.getAttribute("datetime"))).toEqual([verified.at, deleted.at]);
    // Read only: nothing to press.
    expect(screen.queryByRole("button")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("loads older entries as the end of the log comes into view, asking for the next page", async () => {
    const observer = stubIntersectionObserver();
    const asked: number[] = [];
    server.use(
      mockEndpoint(auditLogEndpoint, ({ page }) => {
        asked.push(page);
        return page === 1 ? { entries: [verified, deleted], page: 1, hasMore: true } : { entries: [relinked], page: 2, hasMore: false };
      }),
    );
    renderWithPnyx(<AuditLog headingLevel={2} />, admin());
    await screen.findByText("Verified post");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Audit log");
    await waitFor(() => expect(observer.observing).toBe(1));
    act(() => observer.intersect());
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(entries()[2]).toEqual(["Changed live link", "Friday debate", "by root"]);
    expect(asked).toEqual([1, 2]);
    // The last page: nothing more is watched for.
    expect(observer.observing).toBe(0);
  });

  it("says when nothing was done yet, and when the log cannot load", async () => {
    server.use(mockEndpoint(auditLogEndpoint, { entries: [], page: 1, hasMore: false }));
    const { unmount } = renderWithPnyx(<AuditLog />, admin());
    await screen.findByText("No moderation actions yet");
    unmount();
    server.use(mockEndpoint(auditLogEndpoint, errorResponse(503, "internal_error", "Down")));
    renderWithPnyx(<AuditLog />, admin());
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the audit log");
  });
});
