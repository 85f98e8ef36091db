import {
  decisionReasonsEndpoint,
  moderationSettingsEndpoint,
  setDecisionReasonsEndpoint,
  setModerationSettingsEndpoint,
  type DecisionReason,
  type ModerationSettings as Settings,
} from "@pnyx/contract";
import { aDecisionReason, someHoldSettings } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { adminSession, testClient } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { renderWithPnyx } from "../../test/render";
import { ModerationSettings } from "./ModerationSettings";
import { reasonIdFor } from "./ReasonsEditor";

const server = useMswServer();
const admin = () => testClient({ admin: adminSession }).client;

/** Serves the settings and reasons as the server stores them (each PUT replaces them) and records what was sent. */
function serveSettings(settings: Settings = someHoldSettings(), reasons: DecisionReason[] = [aDecisionReason()]) {
  let stored = settings;
  let storedReasons = reasons;
  const sent: Settings[] = [];
  const sentReasons: DecisionReason[][] = [];
  server.use(
    mockEndpoint(moderationSettingsEndpoint, () => stored),
    mockEndpoint(setModerationSettingsEndpoint, (input) => {
      sent.push(input);
      stored = input;
      return stored;
    }),
    mockEndpoint(decisionReasonsEndpoint, () => ({ reasons: storedReasons })),
    mockEndpoint(setDecisionReasonsEndpoint, (input) => {
      sentReasons.push(input.reasons);
      storedReasons = input.reasons;
      return { reasons: storedReasons };
    }),
  );
  return { sent, sentReasons };
}

const section = async (name: string) => within(await screen.findByRole("form", { name }));

describe("<ModerationSettings>", () => {
  it("shows the holds (site-wide and per community), the word list as literal entries and the reasons", async () => {
    serveSettings();
    const { container } = renderWithPnyx(<ModerationSettings />, admin());
    const site = await screen.findByRole("textbox", { name: "Site-wide: first writings held" });
    expect((site as HTMLInputElement).value).toBe("2");
    // someHoldSettings sets Science to 0; the others follow the site (empty).
    expect((screen.getByRole("textbox", { name: "Science: first writings held" }) as HTMLInputElement).value).toBe("0");
    expect((screen.getByRole("textbox", { name: "Politics: first writings held" }) as HTMLInputElement).value).toBe("");
    screen.getByText(/Each entry is matched literally, as a whole word or phrase in any case: no wildcards or patterns/);
    const words = within(screen.getByRole("list", { name: "Word list" })).getAllByRole("listitem");
    expect(words.map((w) => w.dataset.action)).toEqual(["block", "hold"]);
    within(words[0]!).getByText("“spam”");
    within(words[0]!).getByText("Blocked");
    within(words[1]!).getByText("Held for review");
    expect(((await screen.findByRole("textbox", { name: "Label" })) as HTMLInputElement).value).toBe("Spam");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("saves the site-wide hold and a community's own number; an emptied community follows the site", async () => {
    const { sent } = serveSettings();
    renderWithPnyx(<ModerationSettings />, admin());
    const user = userEvent.setup();
    const site = await screen.findByRole("textbox", { name: "Site-wide: first writings held" });
    await user.clear(site);
    await user.type(site, "21");
    await user.click(screen.getByRole("button", { name: "Save holds" }));
    screen.getByText("Please give a whole number from 0 to 20");
    expect(sent).toEqual([]);
    await user.clear(site);
    await user.type(site, "1");
    await user.type(screen.getByRole("textbox", { name: "Technology: first writings held" }), "5");
    await user.clear(screen.getByRole("textbox", { name: "Science: first writings held" }));
    await user.click(screen.getByRole("button", { name: "Save holds" }));
    await screen.findByText("Settings saved");
    expect(sent).toEqual([{ holdFirst: 1, communities: [{ communityId: "66a000000000000000000004", holdFirst: 5 }], words: someHoldSettings().words }]);
  });

  it("adds a word (block or hold) and removes one, each saved at once; an empty or listed word is refused", async () => {
    const { sent } = serveSettings();
    renderWithPnyx(<ModerationSettings />, admin());
    const user = userEvent.setup();
    await screen.findByText("“spam”");
    await user.click(screen.getByRole("button", { name: "Add" }));
    screen.getByText("Please enter a word");
    await user.type(screen.getByRole("textbox", { name: "Word or phrase" }), "SPAM");
    await user.click(screen.getByRole("button", { name: "Add" }));
    screen.getByText("This word is listed already");
    expect(sent).toEqual([]);
    const field = screen.getByRole("textbox", { name: "Word or phrase" });
    await user.clear(field);
    await user.type(field, "a.*b");
    await user.click(screen.getByRole("radio", { name: "Block" }));
    await user.click(screen.getByRole("button", { name: "Add" }));
    await screen.findByText("“a.*b”");
    expect(sent.at(-1)?.words).toEqual([...someHoldSettings().words, { word: "a.*b", action: "block" }]);
    expect((screen.getByRole("textbox", { name: "Word or phrase" }) as HTMLInputElement).value).toBe("");
    await user.click(screen.getByRole("button", { name: "Remove “casino”" }));
    await waitFor(() => expect(screen.queryByText("“casino”")).toBeNull());
    expect(sent.at(-1)).toMatchObject({
      holdFirst: 2,
      words: [
        { word: "spam", action: "block" },
        { word: "a.*b", action: "block" },
      ],
    });
  });

  it("edits the reasons: a new one gets an id from its label; empty fields and an empty list are refused", async () => {
    const { sentReasons } = serveSettings();
    renderWithPnyx(<ModerationSettings />, admin());
    const user = userEvent.setup();
    const reasons = () => section("Reasons for decisions");
    await (await reasons()).findByRole("textbox", { name: "Label" });
    await user.click((await reasons()).getByRole("button", { name: "Add a reason" }));
    await user.click((await reasons()).getByRole("button", { name: "Save reasons" }));
    (await reasons()).getByText("Please give the reason a label");
    (await reasons()).getByText("Please state the rule");
    expect(sentReasons).toEqual([]);
    const labels = (await reasons()).getAllByRole("textbox", { name: "Label" });
    const rules = (await reasons()).getAllByRole("textbox", { name: "Rule, as the member reads it" });
    await user.type(labels[1]!, "Off topic!");
    await user.type(rules[1]!, "Stay on the article's subject.");
    await user.click((await reasons()).getByRole("button", { name: "Save reasons" }));
    await screen.findByText("Settings saved");
    expect(sentReasons).toEqual([
      [
        { id: "spam", label: "Spam", rule: "No advertising or repeated posting." },
        { id: "off-topic", label: "Off topic!", rule: "Stay on the article's subject." },
      ],
    ]);
    await user.click((await reasons()).getByRole("button", { name: "Remove the reason “Spam”" }));
    await user.click((await reasons()).getByRole("button", { name: "Remove the reason “Off topic!”" }));
    await user.click((await reasons()).getByRole("button", { name: "Save reasons" }));
    (await reasons()).getByText("Keep at least one reason");
    expect(sentReasons).toHaveLength(1);
  });

  it("makes ids apart from those taken", () => {
    expect(reasonIdFor("Spam", new Set(["spam", "spam-2"]))).toBe("spam-3");
    expect(reasonIdFor("!!!", new Set())).toBe("reason");
  });

  it("says when the settings cannot load, and passes a refusal on", async () => {
    server.use(
      mockEndpoint(moderationSettingsEndpoint, errorResponse(503, "internal_error", "Down")),
      mockEndpoint(decisionReasonsEndpoint, { reasons: [aDecisionReason()] }),
    );
    const { unmount } = renderWithPnyx(<ModerationSettings />, admin());
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toBe("Could not load the settings");
    unmount();
    serveSettings();
    server.use(mockEndpoint(setModerationSettingsEndpoint, errorResponse(422, "invalid_input", "Invalid communities: no such community")));
    renderWithPnyx(<ModerationSettings />, admin());
    await screen.findByText("“spam”");
    await userEvent.setup().click(screen.getByRole("button", { name: "Save holds" }));
    await screen.findByText("Invalid communities: no such community");
  });
});
