import { MESSAGES, createCommunityPostEndpoint, uploadEndpoint } from "@pnyx/contract";
import { aCommunity, aCommunityPost, anUpload } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { session, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { PostComposer } from "./PostComposer";

const server = useMswServer();

const science = aCommunity();
const IMAGE = anUpload().url;

/** Serves post creation; records each request body. */
function acceptPosts() {
  const sent: unknown[] = [];
  server.use(
    mockEndpoint(createCommunityPostEndpoint, async (input, { request }) => {
      sent.push(await request.json());
      return aCommunityPost({ title: input.title, description: input.description, status: "unverified" });
    }),
  );
  return sent;
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: "Submit for review" });

describe("<PostComposer>", () => {
  it("asks for every field, submits title, description, sub-category and image, then clears and opens the feedback dialog", async () => {
    const sent = acceptPosts();
    server.use(mockEndpoint(uploadEndpoint, anUpload()));
    const onSubmitted = vi.fn();
    const { container } = renderWithPnyx(<PostComposer community={science} onSubmitted={onSubmitted} />, testClient({ user: session() }).client);
    screen.getByRole("heading", { level: 2, name: "Create a post" });
    expect(await axeViolations(container)).toEqual([]);
    const user = userEvent.setup();

    await user.type(field("Title"), "Engines that count");
    await user.type(field("Description"), "Line one{Enter}Line two");
    // No sub-category picked yet.
    await user.click(submit());
    await screen.findByText("Please fill all the fields");
    expect(sent).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "Physics" }));
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(["png"], "loom.png", { type: "image/png" }));
    expect((await screen.findByRole("img", { name: "Attached image" })).getAttribute("src")).toBe(IMAGE);
    await user.click(submit());
    await screen.findByText("Post submitted for review");
    expect(sent).toEqual([
      {
        title: "Engines that count",
        description: "Line one\nLine two",
        communityId: science._id,
        selectedSubcategory: "Physics",
        image: IMAGE,
        username: "ada",
      },
    ]);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect([field("Title").value, field("Description").value]).toEqual(["", ""]);
    expect((screen.getByRole("radio", { name: "Physics" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole("img", { name: "Attached image" })).toBeNull();
    screen.getByRole("dialog", { name: "How was posting?" });
  });

  it("a community without sub-categories asks for none; a refusal is shown and the text kept for another try", async () => {
    server.use(mockEndpoint(createCommunityPostEndpoint, errorResponse(429, "too_many_pending", MESSAGES.tooManyPendingPosts(5))));
    renderWithPnyx(<PostComposer community={aCommunity({ subCategories: [] })} />, testClient({ user: session() }).client);
    expect(screen.queryByRole("radiogroup")).toBeNull();
    const user = userEvent.setup();
    await user.type(field("Title"), "Poems");
    await user.type(field("Description"), "A sonnet");
    await user.click(submit());
    await screen.findByText("You have 5 posts awaiting review. Please wait until they are reviewed before you post again.");
    expect([field("Title").value, field("Description").value]).toEqual(["Poems", "A sonnet"]);
    expect(screen.queryByRole("dialog")).toBeNull();

    const sent = acceptPosts();
    await user.click(submit());
    await screen.findByText("Post submitted for review");
    expect(sent).toEqual([{ title: "Poems", description: "A sonnet", communityId: science._id, selectedSubcategory: null, username: "ada" }]);
  });

  it("asks visitors to log in, to submit and to attach an image", async () => {
    let uploads = 0;
    server.use(
      mockEndpoint(uploadEndpoint, () => {
        uploads++;
        return anUpload();
      }),
    );
    const sent = acceptPosts();
    const { container } = renderWithPnyx(<PostComposer community={science} headingLevel={3} />, testClient().client);
    screen.getByRole("heading", { level: 3, name: "Create a post" });
    const user = userEvent.setup();
    await user.click(submit());
    await screen.findByText("Please login to add a post!");
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(["png"], "loom.png", { type: "image/png" }));
    expect(await screen.findAllByText("Please login to add a post!")).toHaveLength(2);
    expect(uploads).toBe(0);
    expect(sent).toEqual([]);
  });
});
