import type { Meta, StoryObj } from "@storybook/react-vite";
import { decisionReasonsEndpoint, liftSanctionEndpoint, memberStandingEndpoint, sanctionEndpoint, type Sanction } from "@pnyx/contract";
import { aDecisionReason, aMemberStanding, aSanction } from "@pnyx/contract/testing";
import { MemberStanding } from "@pnyx/react";
import { mockEndpoint } from "@pnyx/sdk/testing";
import { expect, userEvent, within } from "storybook/test";
import { sessions } from "./handlers";
import { narrow, withSession } from "./session";

// An administrator's view of one member (issue 47): their record, their sanctions, acting on them.
const inForce = aSanction({ until: "2099-01-01T10:00:00.000Z", note: "Third warning this week" });
const history: Sanction[] = [
  inForce,
  aSanction({
    _id: "66b000000000000000000048",
    kind: "ban",
    until: null,
    communityId: "66a000000000000000000002",
    liftedAt: "2026-03-01T09:00:00.000Z",
    removal: "removed",
  }),
];

const member = (sanctions: Sanction[]) => [
  mockEndpoint(memberStandingEndpoint, {
    standing: aMemberStanding({
      points: 340,
      removed: 2,
      approved: 5,
      reportsUpheld: 3,
      reportsRejected: 1,
      sanction: sanctions.find((s) => s.liftedAt === null) ?? null,
    }),
    sanctions,
  }),
  mockEndpoint(decisionReasonsEndpoint, { reasons: [aDecisionReason(), aDecisionReason({ id: "abuse", label: "Abuse", rule: "Be kind to others." })] }),
  mockEndpoint(sanctionEndpoint, (input) => aSanction({ kind: input.kind, until: input.kind === "ban" ? null : "2099-01-01T10:00:00.000Z" })),
  mockEndpoint(liftSanctionEndpoint, aSanction({ liftedAt: "2026-11-22T12:00:00.000Z" })),
];

const meta = {
  title: "Admin/MemberStanding",
  component: MemberStanding,
  args: { username: "grace" },
  parameters: { msw: { handlers: member(history) } },
  decorators: [withSession({ admin: sessions.admin })],
} satisfies Meta<typeof MemberStanding>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sanctioned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Banned from Politics");
    await expect(canvas.getAllByRole("button", { name: /^Lift/ })).toHaveLength(1);
  },
};
export const NoRecord: Story = {
  parameters: { msw: { handlers: member([]) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("No sanctions so far.");
  },
};
export const ConfirmingABan: Story = {
  parameters: { msw: { handlers: member([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: "Ban" }));
    await userEvent.click(await canvas.findByRole("radio", { name: /Spam/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Ban" }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog", { name: "Ban grace?" })).toBeTruthy();
  },
};
export const Narrow: Story = { decorators: [narrow] };
