import { addCategoriesEndpoint } from "@pnyx/contract";
import { type MockReply, mockEndpoint, errorResponse } from "@pnyx/sdk/testing";
import { NEWS_CATEGORIES } from "@pnyx/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { CategoryPicker } from "./CategoryPicker";

const server = useMswServer();

describe("<CategoryPicker>", () => {
  it("shows the eight categories in a labelled group, the member's own checked", async () => {
    const { container } = renderWithPnyx(<CategoryPicker />, testClient({ user: session() }).client);
    screen.getByRole("group", { name: "News categories" });
    const boxes = screen.getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes).toHaveLength(8);
    expect(NEWS_CATEGORIES.filter((c) => (screen.getByRole("checkbox", { name: c }) as HTMLInputElement).checked)).toEqual(["Technology", "Science"]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("saves the map of every category to a boolean and calls onSaved", async () => {
    let body: unknown;
    server.use(
      mockEndpoint(addCategoriesEndpoint, async (_input, { request }) => {
        body = await request.json();
        return { message: "ok", selectedCategories: ["Technology", "Science", "World"] } satisfies MockReply<typeof addCategoriesEndpoint>;
      }),
    );
    const { client, store } = testClient({ user: session() });
    const onSaved = vi.fn();
    renderWithPnyx(<CategoryPicker onSaved={onSaved} />, client);
    await userEvent.click(screen.getByRole("checkbox", { name: "World" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(["Technology", "Science", "World"]));
    expect(body).toEqual({
      username: "ada",
      categories: { General: false, Entertainment: false, Technology: true, Science: true, Health: false, Business: false, Sports: false, World: true },
    });
    expect(store.get().user?.selectedCategories).toEqual(["Technology", "Science", "World"]);
    await screen.findByText("Categories updated");
  });

  it("needs at least one category", async () => {
    const { container } = renderWithPnyx(<CategoryPicker />, testClient({ user: session({ selectedCategories: [] }) }).client);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toBe("Please select at least one category.");
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole("checkbox", { name: "Health" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's refusal, and takes translated names", async () => {
    server.use(mockEndpoint(addCategoriesEndpoint, () => errorResponse(500, "internal_error", "Try again")));
    renderWithPnyx(<CategoryPicker strings={{ category: (c) => (c === "World" ? "Monde" : c) }} />, testClient({ user: session() }).client);
    screen.getByRole("checkbox", { name: "Monde" });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Try again");
  });
});
