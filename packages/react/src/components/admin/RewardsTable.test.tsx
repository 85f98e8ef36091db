import { peopleWithBadgesEndpoint, sendAchievementMailEndpoint, type SendAchievementMailRequest } from "@pnyx/contract";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { adminSession, testClient } from "../../test/fixtures";
import { aRewardCandidate } from "../../test/gamification-fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { RewardsTable } from "./RewardsTable";

const server = useMswServer();
const admin = () => testClient({ admin: adminSession }).client;

const ada = aRewardCandidate();
const grace = aRewardCandidate({ name: "grace", email: "grace@example.com", badge: { name: "Anniversary" } });

describe("<RewardsTable>", () => {
  it("lists who to reward; Send opens a prefilled, editable mail that is sent, toasted, and the row leaves", async () => {
    const sent: SendAchievementMailRequest[] = [];
    // The answer waits, to look at the form while the mail is on its way.
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    server.use(
      mockEndpoint(peopleWithBadgesEndpoint, [ada, grace]),
      mockEndpoint(sendAchievementMailEndpoint, async (mail) => {
        sent.push(mail);
        await released;
        return { message: "Email sent" };
      }),
    );
    const { container } = renderWithPnyx(<RewardsTable />, admin());
    expect(screen.getByRole("status").textContent).toBe("Loading rewards…");
    const table = await screen.findByRole("grid", { name: "Rewards" });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["ada ada@example.com", "grace grace@example.com"]);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(table).getByRole("button", { name: "Send ada the reward for Mentor" }));
    const dialog = await screen.findByRole("dialog", { name: "Reward ada for Mentor" });
    const subject = within(dialog).getByRole("textbox", { name: "Subject" });
    expect((subject as HTMLInputElement).value).toBe("Congratulations on your Mentor badge!");
    expect((within(dialog).getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement).value).toContain("Mentor badge");
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.clear(subject);
    await userEvent.type(subject, "Well done, Ada");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send email" }));

    // While it is sent, the button says so and cannot be pressed again.
    const pending = await within(dialog).findByRole("button", { name: "Sending…" });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByText("Email sent to ada for achieving Mentor!");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      within(screen.getByRole("grid"))
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["grace grace@example.com"]);
    expect(sent).toEqual([{ email: "ada@example.com", badge: "Mentor", subject: "Well done, Ada", body: expect.stringContaining("Mentor badge") }]);
  });

  it("shows the server's refusal in the form and keeps the row", async () => {
    server.use(
      mockEndpoint(peopleWithBadgesEndpoint, [ada]),
      mockEndpoint(sendAchievementMailEndpoint, errorResponse(409, "conflict", "This badge was already rewarded")),
    );
    renderWithPnyx(<RewardsTable />, admin());
    await userEvent.click(await screen.findByRole("button", { name: "Send ada the reward for Mentor" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send email" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("This badge was already rewarded");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(within(screen.getByRole("grid")).getAllByRole("rowheader")).toHaveLength(1);
  });

  it("says when there is no one to reward, and when the list cannot load", async () => {
    server.use(mockEndpoint(peopleWithBadgesEndpoint, []));
    const { unmount } = renderWithPnyx(<RewardsTable strings={{ empty: "Personne à récompenser" }} />, admin());
    await screen.findByText("Personne à récompenser");
    unmount();
    server.use(mockEndpoint(peopleWithBadgesEndpoint, errorResponse(500, "internal_error", "x")));
    renderWithPnyx(<RewardsTable />, admin());
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the rewards");
  });
});
