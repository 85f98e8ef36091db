import type { Meta, StoryObj } from "@storybook/react-vite";
import { CommunityList, useCommunities } from "@pnyx/react";
import { expect, userEvent, within } from "storybook/test";
import { communities, communityList, longCommunity } from "./community-handlers";
import { adaSession } from "./handlers";
import { narrow, withSession } from "./session";

/** The list as pages use it: every community from the API. */
function AllCommunities() {
  return <CommunityList query={useCommunities()} />;
}

const meta = {
  title: "Communities/CommunityList",
  component: AllCommunities,
  parameters: { msw: { handlers: [communities.all(), ...communities.membership] } },
  decorators: [withSession({ user: adaSession() })],
} satisfies Meta<typeof AllCommunities>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards: cover (placeholder when it fails), first two sub-categories 'and more', counts, top post, Join / Joined. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole("article")).toHaveLength(communityList.length);
    await canvas.findByText("Africa, Americas and more");
    await expect(canvas.getAllByRole("link", { name: "Notes on engines" })[0]!.getAttribute("href")).toBe("/cpostdetails/67b000000000000000000001");
    // Ada is in Science: its button says Joined, the others Join.
    await expect(canvas.getByRole("button", { name: "Joined: Science" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(canvas.getByRole("button", { name: "Join: World News" }));
    await canvas.findByRole("button", { name: "Joined: World News" });
  },
};

export const Visitor: Story = {
  decorators: [withSession({})],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Join: Science" }));
    await within(document.body).findByText("Please login to join a community");
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [communities.allSlow] } } };

export const ServerDown: Story = {
  parameters: { msw: { handlers: [communities.allDown] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("alert")).textContent).toBe("Could not load the communities");
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [communities.all([])] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No communities to show");
  },
};

export const LongText: Story = {
  parameters: { msw: { handlers: [communities.all([longCommunity])] } },
  play: async ({ canvasElement }) => {
    // The top post's title is cut at 30 characters.
    await within(canvasElement).findByRole("link", { name: "An extraordinarily long title…" });
  },
};

export const Narrow: Story = { decorators: [narrow] };
