import type { Meta, StoryObj } from "@storybook/react-vite";
import { LIVE_EVENTS, type LevelInfo } from "@pnyx/contract";
import { GamificationToasts } from "@pnyx/react";
import { expect, screen, userEvent } from "storybook/test";
import { badgeFlow, badgesDown, storyBadges } from "./gamification-handlers";
import { adaSession } from "./handlers";
import { storySocket } from "./live";
import { narrow, withSession } from "./session";

/** Ada's session, with a socket on which the pretend server says `event` once connected. */
const hearing = (event: string, payload: unknown) => withSession({ user: adaSession() }, { socket: storySocket((server) => server.emit(event, payload)) });
const levelUp = (level: LevelInfo) => hearing(LIVE_EVENTS.levelUp, { level });

const meta = {
  title: "Gamification/GamificationToasts",
  component: GamificationToasts,
  render: (args) => (
    <>
      <p>Badge and level toasts appear at the top right, one after the other.</p>
      <GamificationToasts {...args} />
    </>
  ),
  parameters: { msw: { handlers: badgeFlow(storyBadges({ Mentor: { unlocked: true } })) } },
  decorators: [hearing(LIVE_EVENTS.badgeUnlocked, { badge: "Mentor" })],
} satisfies Meta<typeof GamificationToasts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for a toast, then closes it (rather than waiting 3 seconds for it to close by itself). */
const seeAndClose = async (title: string) => {
  await screen.findByText(title, undefined, { timeout: 3000 });
  await userEvent.click(screen.getByRole("button", { name: "Close" }));
};

/** The server says Mentor was unlocked: the 'unlocked' toast, then on its close the achievement toast. */
export const BadgeUnlocked: Story = {
  play: async () => {
    await seeAndClose("Unlocked!");
    await screen.findByText("New achievement unlocked - Mentor");
  },
};

/** Two new badges play in the badges' order, each after the last one closed. */
export const TwoBadges: Story = {
  parameters: { msw: { handlers: badgeFlow(storyBadges({ "Lively Debater": { unlocked: true }, Mentor: { unlocked: true } })) } },
  play: async () => {
    await seeAndClose("Unlocked!");
    await seeAndClose("New achievement unlocked - Lively Debater");
    await seeAndClose("Unlocked!");
    await screen.findByText("New achievement unlocked - Mentor");
  },
};

/** Silver: the level toast alone. */
export const LevelSilver: Story = {
  decorators: [levelUp({ level: 2, badge: "Silver", currentPoints: 500, goalPoints: 1000 })],
  play: async () => {
    await screen.findByText("Congrats! level upgraded to Silver", undefined, { timeout: 3000 });
    await expect(screen.queryByText("Unlocked!")).toBeNull();
  },
};

/** From Gold up, the 'unlocked' toast comes first. */
export const LevelGold: Story = {
  decorators: [levelUp({ level: 3, badge: "Gold", currentPoints: 1000, goalPoints: 1500 })],
  play: async () => {
    await seeAndClose("Unlocked!");
    await screen.findByText("Congrats! level upgraded to Gold");
  },
};

export const LongText: Story = {
  args: { strings: { unlocked: "Congratulations, a brand-new badge has just been unlocked for your contributions!" } },
  play: async () => {
    await seeAndClose("Congratulations, a brand-new badge has just been unlocked for your contributions!");
    await screen.findByText("New achievement unlocked - Mentor");
  },
};

export const Narrow: Story = {
  decorators: [narrow],
  play: async () => {
    await screen.findByText("Unlocked!", undefined, { timeout: 3000 });
  },
};

/** The badge list cannot be had: the error is only logged, nothing is shown. */
export const ServerDown: Story = { parameters: { msw: { handlers: badgesDown } } };

/** Every unlocked badge was shown before: nothing plays again. */
export const NothingNew: Story = { parameters: { msw: { handlers: badgeFlow(storyBadges({ Mentor: { unlocked: true, displayed: true } })) } } };

/** Visitors hear nothing and see nothing. */
export const Visitor: Story = { decorators: [withSession({})] };
