import type { Meta, StoryObj } from "@storybook/react-vite";
import { decisionReasonsEndpoint, moderationSettingsEndpoint, setDecisionReasonsEndpoint, setModerationSettingsEndpoint } from "@pnyx/contract";
import { aDecisionReason, someHoldSettings } from "@pnyx/contract/testing";
import { ModerationSettings } from "@pnyx/react";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { expect, within } from "storybook/test";
import { sessions } from "./handlers";
import { narrow, withSession } from "./session";

// What the site holds before it shows (issue 47): holds, the word list, the site's reasons.
const handlers = [
  mockEndpoint(moderationSettingsEndpoint, someHoldSettings({ words: [...someHoldSettings().words, { word: "a.*b", action: "block" }] })),
  mockEndpoint(setModerationSettingsEndpoint, (input) => input),
  mockEndpoint(decisionReasonsEndpoint, { reasons: [aDecisionReason(), aDecisionReason({ id: "abuse", label: "Abuse", rule: "Be kind to others." })] }),
  mockEndpoint(setDecisionReasonsEndpoint, (input) => input),
];

const meta = {
  title: "Admin/ModerationSettings",
  component: ModerationSettings,
  parameters: { msw: { handlers } },
  decorators: [withSession({ admin: sessions.admin })],
} satisfies Meta<typeof ModerationSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Settings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("“a.*b”");
    await expect(await canvas.findAllByRole("textbox", { name: "Label" })).toHaveLength(2);
  },
};
export const Narrow: Story = { decorators: [narrow] };
