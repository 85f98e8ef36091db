import { articleByIdEndpoint, embedCountsEndpoint, updateArticleEndpoint, type Article } from "@pnyx/contract";
import { anArticle } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../../test/axe";
import { adminSession, testClient } from "../../../test/fixtures";
import { useMswServer } from "../../../test/msw";
import { renderWithPnyx } from "../../../test/render";
import { ThreadCorrection } from "./ThreadCorrection";

const server = useMswServer();
const admin = () => testClient({ admin: adminSession }).client;

const URL_OF_THREAD = "https://paper.example/2026/11/squatted";
const thread = anArticle({ title: "Squatted title", category: "General", image: "https://img.example/old.jpg", listed: false, source: "The Paper" });

/** One thread behind its address, as the server keeps it; returns the corrections it received. */
function serveThread(start: Article) {
  let stored = start;
  const updates: unknown[] = [];
  server.use(
    mockEndpoint(embedCountsEndpoint, ({ urls }) => ({
      counts: urls.map((url) => ({ url, articleId: url === URL_OF_THREAD ? stored._id : null, opinions: 0, upvotes: 0, downvotes: 0 })),
    })),
    mockEndpoint(articleByIdEndpoint, ({ id }) => (id === stored._id ? stored : errorResponse(404, "not_found", "Article not found"))),
    mockEndpoint(updateArticleEndpoint, (input) => {
      updates.push(input);
      const { id: _id, ...changes } = input;
      stored = { ...stored, ...changes } as Article;
      return stored;
    }),
  );
  return updates;
}

async function findThread(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Article address or Pnyx id" }), text);
  await user.click(screen.getByRole("button", { name: "Find thread" }));
  return user;
}

describe("<ThreadCorrection>", () => {
  it("finds a thread by its article's address and shows it as stored", async () => {
    serveThread(thread);
    const { container } = renderWithPnyx(<ThreadCorrection />, admin());
    expect(await axeViolations(container)).toEqual([]);
    await findThread(URL_OF_THREAD);
    const found = await screen.findByRole("region", { name: "Now: Squatted title" });
    const fact = (label: string) => within(found).getByText(label, { selector: "dt" }).nextElementSibling!.textContent;
    expect(fact("Category")).toBe("General");
    expect(fact("Picture")).toBe("https://img.example/old.jpg");
    expect(fact("In Pnyx's lists")).toBe("Unlisted: reachable by its id only");
    expect((within(found).getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Squatted title");
    expect((within(found).getByRole("textbox", { name: "Picture URL" }) as HTMLInputElement).value).toBe("https://img.example/old.jpg");
    expect((within(found).getByRole("checkbox", { name: /^Listed in Pnyx's feeds/ }) as HTMLInputElement).checked).toBe(false);
    expect(within(found).getByRole("button", { name: /General/ })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says so when no thread was made for the address, or the id is unknown, and refuses other text", async () => {
    serveThread(thread);
    renderWithPnyx(<ThreadCorrection />, admin());
    const user = await findThread("https://paper.example/never-embedded");
    expect((await screen.findByRole("alert")).textContent).toBe("No thread was found for that address or id");
    expect(screen.queryByRole("region", { name: /^Now:/ })).toBeNull();

    const field = screen.getByRole("textbox", { name: "Article address or Pnyx id" });
    await user.clear(field);
    await user.type(field, "67d0000000000000000000ff");
    await user.click(screen.getByRole("button", { name: "Find thread" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No thread was found for that address or id");

    await user.clear(field);
    await user.type(field, "not an address");
    await user.click(screen.getByRole("button", { name: "Find thread" }));
    expect(await screen.findByText("Paste the article's address (https://…) or its 24-character Pnyx id")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });

  it("corrects the title, category, picture and listing, sending only what changed", async () => {
    const updates = serveThread(thread);
    renderWithPnyx(<ThreadCorrection />, admin());
    const user = await findThread(thread._id);
    const found = await screen.findByRole("region", { name: "Now: Squatted title" });
    // Saving nothing sends nothing.
    await user.click(within(found).getByRole("button", { name: "Save" }));
    expect(await within(found).findByText("Nothing was changed")).toBeTruthy();
    expect(updates).toEqual([]);

    const title = within(found).getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.type(title, "The real headline");
    await user.click(within(found).getByRole("button", { name: /General/ }));
    await user.click(await screen.findByRole("option", { name: "Science" }));
    await user.clear(within(found).getByRole("textbox", { name: "Picture URL" }));
    await user.click(within(found).getByRole("checkbox", { name: /^Listed in Pnyx's feeds/ }));
    await user.click(within(found).getByRole("button", { name: "Save" }));

    const saved = await screen.findByRole("region", { name: "Now: The real headline" });
    expect(await within(saved).findByText("Thread saved")).toBeTruthy();
    expect(updates).toEqual([{ id: thread._id, title: "The real headline", category: "Science", image: null, listed: true }]);
    const fact = (label: string) => within(saved).getByText(label, { selector: "dt" }).nextElementSibling!.textContent;
    expect(fact("Category")).toBe("Science");
    expect(fact("Picture")).toBe("None");
    expect(fact("In Pnyx's lists")).toBe("Listed");
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("checks the title before sending, and shows the server's refusal in its words", async () => {
    const updates = serveThread(thread);
    renderWithPnyx(<ThreadCorrection />, admin());
    const user = await findThread(URL_OF_THREAD);
    const found = await screen.findByRole("region", { name: "Now: Squatted title" });
    const title = within(found).getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.type(title, "\u200B\u200B");
    await user.click(within(found).getByRole("button", { name: "Save" }));
    expect(await within(found).findByText("The title needs a visible character")).toBeTruthy();
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(updates).toEqual([]);

    server.use(mockEndpoint(updateArticleEndpoint, errorResponse(422, "invalid_input", "Invalid image: The image's address must be an absolute http(s) URL")));
    const image = within(found).getByRole("textbox", { name: "Picture URL" });
    await user.clear(title);
    await user.type(title, "Fine");
    await user.clear(image);
    await user.type(image, "https://img.example/new.jpg");
    await user.click(within(found).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(found).getByRole("alert").textContent).toBe("Invalid image: The image's address must be an absolute http(s) URL"));
    // What was typed stays, to be corrected.
    expect((title as HTMLInputElement).value).toBe("Fine");
  });
});
