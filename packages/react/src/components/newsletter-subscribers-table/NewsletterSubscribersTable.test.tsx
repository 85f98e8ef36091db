import { newsletterEmailsEndpoint } from "@pnyx/contract";
import { aNewsletterSubscriber } from "@pnyx/contract/testing";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminSession, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { NewsletterSubscribersTable } from "./NewsletterSubscribersTable";

const server = useMswServer();
const admin = () => testClient({ admin: adminSession }).client;

describe("<NewsletterSubscribersTable>", () => {
  it("lists subscribers with their date under a heading that counts them", async () => {
    server.use(
      mockEndpoint(newsletterEmailsEndpoint, {
        subscribers: [aNewsletterSubscriber({ email: "ada@analytical.example", createdAt: "2026-11-22T10:05:00.000Z" })],
        page: 1,
        hasMore: false,
        total: 1,
      }),
    );
    const { container } = renderWithPnyx(<NewsletterSubscribersTable />, admin());
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    const table = await screen.findByRole("grid", { name: /Newsletter subscribers/ });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Newsletter subscribers (1)");
    expect(within(table).getByRole("rowheader").textContent).toBe("ada@analytical.example");
    expect(container.querySelector(".pnyx-newsletter-subscribers-table__date")).not.toBeNull();
  });

  it("counts everyone though it shows a page at a time, and loads the next page on demand", async () => {
    const page = (n: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        aNewsletterSubscriber({ _id: `66a0000000000000000${n}${String(i).padStart(4, "0")}`, email: `reader${n}-${i}@example.com` }),
      );
    const asked: number[] = [];
    server.use(
      mockEndpoint(newsletterEmailsEndpoint, ({ page: n }) => {
        asked.push(n);
        return n === 1 ? { subscribers: page(1, 50), page: 1, hasMore: true, total: 53 } : { subscribers: page(2, 3), page: 2, hasMore: false, total: 53 };
      }),
    );
    renderWithPnyx(<NewsletterSubscribersTable />, admin());
    await screen.findByRole("grid", { name: /Newsletter subscribers/ });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Newsletter subscribers (53)");
    expect(screen.getAllByRole("rowheader")).toHaveLength(50);
    const more = await screen.findByRole("button", { name: "Load more" });
    more.click();
    await waitFor(() => expect(screen.getAllByRole("rowheader")).toHaveLength(53));
    expect(asked).toEqual([1, 2]);
  });

  it("says when there is no one yet, in the publisher's words", async () => {
    server.use(mockEndpoint(newsletterEmailsEndpoint, { subscribers: [], page: 1, hasMore: false, total: 0 }));
    renderWithPnyx(<NewsletterSubscribersTable strings={{ empty: "Personne pour l'instant." }} />, admin());
    await screen.findByText("Personne pour l'instant.");
  });
});
