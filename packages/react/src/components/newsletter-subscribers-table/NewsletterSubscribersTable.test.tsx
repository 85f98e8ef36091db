import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { adminSession, testClient } from "../../test/fixtures";
import { TEST_ORIGIN, useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { NewsletterSubscribersTable } from "./NewsletterSubscribersTable";

const server = useMswServer();
const admin = () => testClient({ admin: adminSession }).client;

describe("<NewsletterSubscribersTable>", () => {
  it("lists subscribers with their date under a heading that counts them", async () => {
    server.use(
      http.get(`${TEST_ORIGIN}/api/user/newsletterEmails`, () =>
        HttpResponse.json({ subscribers: [{ _id: "s1", email: "ada@analytical.example", createdAt: "2026-11-22T10:05:00.000Z" }] }),
      ),
    );
    const { container } = renderWithPnyx(<NewsletterSubscribersTable />, admin());
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    const table = await screen.findByRole("grid", { name: /Newsletter subscribers/ });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Newsletter subscribers (1)");
    expect(within(table).getByRole("rowheader").textContent).toBe("ada@analytical.example");
    expect(container.querySelector(".pnyx-newsletter-subscribers-table__date")).not.toBeNull();
  });

  it("says when there is no one yet, in the publisher's words", async () => {
    server.use(http.get(`${TEST_ORIGIN}/api/user/newsletterEmails`, () => HttpResponse.json({ subscribers: [] })));
    renderWithPnyx(<NewsletterSubscribersTable strings={{ empty: "Personne pour l'instant." }} />, admin());
    expect(await screen.findByText("Personne pour l'instant.")).toBeTruthy();
  });
});
