import { FIXED_COMMUNITIES } from "@pnyx/contract";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, pageErrors, screenshot, useBrowser } from "./browser";
import { solidPng } from "./images";
import { MEMBER_PASSWORD, uniqueName, useSessions, verifiedMember } from "./members";

const browser = useBrowser();
const ROOM = FIXED_COMMUNITIES[4];

const messages = (page: Page) => page.getByRole("log", { name: "Messages" });
async function say(page: Page, text: string) {
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(text);
  await box.press("Enter");
  await expect.poll(() => box.inputValue()).toBe("");
}
/** How many times a text shows in the room's messages. */
const shown = (page: Page, text: string) => messages(page).getByText(text, { exact: true }).count();

describe("live chat end to end", () => {
  it("two members chat, one makes a poll and the other votes, and a dropped connection comes back without losing or doubling a message", async () => {
    const [annName, bobName] = [uniqueName("chatann"), uniqueName("chatbob")];
    const [ann, bob] = await Promise.all([verifiedMember(annName), verifiedMember(bobName)]);

    const pageA = await browser.open("/policy");
    await useSessions(pageA, { user: ann });
    await pageA.goto(`/chatroom/${ROOM.id}`);
    // Bob's page is on 127.0.0.1: socket.io closes its connection when the browser goes offline
    // (it ignores that signal on "localhost"), which is how this test drops his network.
    const other = inject("baseUrl").replace("localhost", "127.0.0.1");
    const pageB = await browser.open(`${other}/policy`);
    await useSessions(pageB, { user: bob });
    await pageB.goto(`${other}/chatroom/${ROOM.id}`);

    for (const page of [pageA, pageB]) {
      await page
        .getByRole("heading", { name: new RegExp(ROOM.name) })
        .first()
        .waitFor();
      await page.getByText("Connected", { exact: true }).waitFor({ timeout: 15_000 });
    }
    // Ann hears Bob come in.
    await messages(pageA).getByText(`${bobName} joined the chat`).waitFor();

    await say(pageA, "Hello from Ann");
    await messages(pageB).getByText("Hello from Ann", { exact: true }).waitFor();
    await say(pageB, "Hi Ann, Bob here");
    await messages(pageA).getByText("Hi Ann, Bob here", { exact: true }).waitFor();

    // Ann makes a poll; Bob votes; both see the result.
    await pageA.getByRole("button", { name: "Create poll" }).click();
    const dialog = pageA.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Question" }).fill("Tea or coffee?");
    await dialog.getByRole("textbox", { name: "Option 1" }).fill("Tea");
    await dialog.getByRole("textbox", { name: "Option 2" }).fill("Coffee");
    await dialog.getByRole("button", { name: "Create poll" }).click();
    const pollB = pageB.getByRole("article", { name: "Poll: Tea or coffee?" });
    await pollB.waitFor();
    // The option is a labelled radio (React Aria); a person clicks its label.
    await pollB.locator(".pnyx-poll-card__option", { hasText: "Coffee" }).click();
    await expect.poll(() => pollB.getByRole("radio", { name: /Coffee/ }).isChecked()).toBe(true);
    const pollA = pageA.getByRole("article", { name: "Poll: Tea or coffee?" });
    await pollA.getByText("1 voter").waitFor();
    await pollB.getByText("1 voter").waitFor();
    await screenshot(pageA, "chat-room-1280");
    await expectNoAxeViolations(pageA);

    // Bob's network drops; Ann goes on talking; when it is back Bob has every message once.
    await pageB.context().setOffline(true);
    await pageB.getByText("Connecting to chat room...").first().waitFor({ timeout: 10_000 });
    await say(pageA, "Said while Bob was away (1)");
    await say(pageA, "Said while Bob was away (2)");
    await pageB.context().setOffline(false);
    await pageB.getByText("Connected", { exact: true }).waitFor({ timeout: 20_000 });
    await messages(pageB).getByText("Said while Bob was away (2)", { exact: true }).waitFor({ timeout: 10_000 });
    for (const text of ["Hello from Ann", "Hi Ann, Bob here", "Said while Bob was away (1)", "Said while Bob was away (2)"]) {
      expect(await shown(pageB, text)).toBe(1);
    }
    // And he can still talk.
    await say(pageB, "Back again");
    await messages(pageA).getByText("Back again", { exact: true }).waitFor();

    // A picture grows the list once it loads, after the list scrolled to it: a reader at the end stays at the end.
    const chooser = pageB.waitForEvent("filechooser");
    await pageB.getByRole("button", { name: "Attach file" }).click();
    await (await chooser).setFiles({ name: "sky.png", mimeType: "image/png", buffer: solidPng(800, 600) });
    await pageB.getByText("Attached: sky.png").waitFor();
    await pageB.getByRole("button", { name: "Send" }).click();
    const picture = messages(pageA).getByRole("img", { name: "sky.png" });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalHeight > 0)).toBe(true);
    const log = messages(pageA);
    expect(await log.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expect.poll(() => log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)).toBeLessThanOrEqual(2);

    // Leave goes back to the list, whose statistics are live.
    await pageA
      .getByRole("link", { name: "Leave" })
      .or(pageA.getByRole("button", { name: "Leave" }))
      .first()
      .click();
    await pageA.waitForURL(/\/chatroom$/);
    await messages(pageB).getByText(`${annName} left the chat`).waitFor();
    expect(pageErrors(pageA)).toEqual([]);
    expect(pageErrors(pageB).filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e))).toEqual([]);
  }, 90_000);

  it("visitors are sent to log in, told why, and come back to the room; an unknown room says so", async () => {
    const page = await browser.open(`/chatroom/${ROOM.id}`);
    await page.waitForURL("**/login");
    await page.getByRole("status").getByText("Please login to view more").waitFor();
    await page.goto("/chatroom");
    await page.waitForURL("**/login");
    // Logged in, the member lands where they were going, and an unknown room says so.
    const member = await verifiedMember(uniqueName("chatvisitor"));
    await page.getByRole("textbox", { name: "Username" }).fill(member.username);
    await page.getByLabel("Password").fill(MEMBER_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/chatroom");
    await page.getByText("Total Users").waitFor();
    await page.getByText("Active Users").waitFor();
    await expectNoAxeViolations(page);
    await page.goto("/chatroom/66a0000000000000000000ff");
    await page.getByText("Chat Room Not Found").waitFor({ timeout: 15_000 });
    await page.getByText("The chat room you're looking for doesn't exist or has been removed.").waitFor();
  }, 60_000);
});
