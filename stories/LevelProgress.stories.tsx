import type { Meta, StoryObj } from "@storybook/react-vite";
import { LevelProgress } from "@pnyx/react";
import { expect, within } from "storybook/test";
import { adaSession, users } from "./handlers";
import { narrow, withSession } from "./session";

const meta = {
  title: "Accounts/LevelProgress",
  component: LevelProgress,
  parameters: { msw: { handlers: [users.level({ level: 2, badge: "Silver", currentPoints: 740, goalPoints: 1000 })] } },
  decorators: [
    withSession({ user: adaSession() }),
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LevelProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MemberLevel: Story = {
  play: async ({ canvasElement }) => {
    const meter = await within(canvasElement).findByRole("meter", { name: "Level 2 · Silver" });
    await expect(meter.getAttribute("aria-valuetext")).toBe("740 / 1000 points");
  },
};

export const JustStarted: Story = {
  args: { level: { level: 1, badge: "Bronze", currentPoints: 0, goalPoints: 500 } },
};

export const TopLevel: Story = {
  args: { level: { level: 7, badge: "Diamond", currentPoints: 4200, goalPoints: 4200 } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).getByRole("meter", { name: "Level 7 · Diamond" });
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [users.levelSlow] } } };

export const ServerDown: Story = {
  parameters: { msw: { handlers: [users.levelDown] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("alert")).textContent).toBe("Could not load your level");
  },
};

export const LoggedOut: Story = { decorators: [withSession({})] };

export const Narrow: Story = { decorators: [narrow] };
