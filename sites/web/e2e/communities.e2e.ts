import {
  FIXED_COMMUNITIES,
  POINTS,
  addTopCommunityCommentEndpoint,
  createCommunityPostEndpoint,
  loginEndpoint,
  reportCommentEndpoint,
  verifyPostEndpoint,
} from "@pnyx/contract";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, pageErrors, screenshot, useBrowser } from "./browser";
import { MEMBER_PASSWORD, adminSession, api, uniqueName, useSessions, verifiedMember } from "./members";

const browser = useBrowser();
const SCIENCE = FIXED_COMMUNITIES[4];

describe("communities end to end", () => {
  it("a member joins and posts; the administrator verifies; the post shows in the community and in search, with the author's +50", async () => {
    const author = await verifiedMember(uniqueName("poster"));
    const admin = await adminSession();
    const word = uniqueName("quasar");
    const title = `Backyard ${word} spotting`;

    const page = await browser.open("/policy");
    await useSessions(page, { user: author });
    await page.goto(`/community/${SCIENCE.id}`);
    await page.getByRole("heading", { level: 1, name: SCIENCE.name }).waitFor();
    await page.getByRole("button", { name: "Join Community" }).click();
    await page.getByRole("button", { name: "Leave Community" }).waitFor();

    const form = page.getByRole("region", { name: "Create a post" });
    await form.getByRole("button", { name: "Submit for review" }).click();
    await page.getByText("Please fill all the fields").waitFor();
    await form.getByRole("textbox", { name: "Title" }).fill(title);
    await form.getByRole("textbox", { name: "Description" }).fill("Three nights of notes.\nA second line.");
    await form.getByRole("radio", { name: "Astronomy" }).check({ force: true });
    await form.getByRole("button", { name: "Submit for review" }).click();
    await page.getByText("Post submitted for review").waitFor();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Your feedback" }).fill("Posting was easy.");
    await screenshot(page, "community-feedback-dialog-1280");
    await dialog.getByRole("button", { name: "Send feedback" }).click();
    await page.getByText("Thanks a lot for your valuable feedback").waitFor();
    // Until it is verified, only its author sees it, marked as awaiting review.
    const awaiting = page.getByRole("region", { name: "Your posts awaiting review" });
    await awaiting.getByRole("link", { name: title }).waitFor();
    await awaiting.getByText("Awaiting review", { exact: true }).waitFor();
    const postId = (await awaiting.getByRole("link", { name: title }).getAttribute("href"))!.split("/").pop()!;
    await screenshot(page, "community-page-member-1280");
    await expectNoAxeViolations(page);

    const adminPage = await browser.open("/policy");
    await useSessions(adminPage, { admin });
    await adminPage.goto("/admin/verifyPosts");
    await adminPage.getByRole("link", { name: title }).click();
    await adminPage.getByRole("heading", { level: 1, name: title }).waitFor();
    await screenshot(adminPage, "admin-post-review-1280");
    await expectNoAxeViolations(adminPage);
    await adminPage.getByRole("button", { name: "Verify" }).click();
    await adminPage.getByText("Post Verified Successfully").waitFor();
    await adminPage.waitForURL("**/admin/verifyPosts");

    // The author's bell hears it live, without a reload: the verdict, then another member's opinion.
    await page.getByRole("button", { name: "Notifications, 1 unread" }).waitFor();
    const reader = await verifiedMember(uniqueName("reader"));
    await api(addTopCommunityCommentEndpoint, { postId, text: "Clear skies to you!" }, reader.token);
    await page.getByRole("button", { name: "Notifications, 2 unread" }).click();
    const inbox = page.getByRole("dialog", { name: "Notifications" });
    await inbox.getByText(`Your post “${title}” was verified and is now public`).waitFor();
    await screenshot(page, "notifications-open-1280");
    await expectNoAxeViolations(page);
    await inbox.getByRole("link", { name: new RegExp(`${reader.username} gave an opinion on your post`) }).click();
    await page.waitForURL(`**/cpostdetails/${postId}`);
    await page.getByText("Clear skies to you!").first().waitFor();
    await page.getByRole("button", { name: "Notifications, 1 unread" }).waitFor();

    await page.goto(`/community/${SCIENCE.id}`);
    await page.getByRole("region", { name: "Top posts" }).getByRole("link", { name: title }).waitFor();
    await page.goto(`/search/${word}`);
    await page.getByRole("tab", { name: /Community/ }).click();
    await page.getByRole("link", { name: title }).first().waitFor();
    const session = await api(loginEndpoint, { username: author.username, password: MEMBER_PASSWORD });
    expect(session.points).toBe(POINTS.communityPost);
    expect(pageErrors(page)).toEqual([]);
  });

  it("another member's opinion on a post is reported and then deleted from the reports page", async () => {
    const author = await verifiedMember(uniqueName("writer"));
    const critic = await verifiedMember(uniqueName("critic"));
    const admin = await adminSession();
    const post = await api(
      createCommunityPostEndpoint,
      { title: `Reading list ${uniqueName("r")}`, description: "Ten books.", communityId: FIXED_COMMUNITIES[13].id, selectedSubcategory: "" },
      author.token,
    );
    await api(verifyPostEndpoint, { id: post._id }, admin.token);
    const text = `Rude words ${uniqueName("x")}`;
    const opinion = await api(addTopCommunityCommentEndpoint, { postId: post._id, text }, critic.token);
    await api(reportCommentEndpoint, { commentId: opinion._id }, author.token);

    const page = await browser.open("/policy");
    await useSessions(page, { admin });
    await page.goto("/admin/reports");
    const item = page.getByRole("listitem").filter({ hasText: text });
    await item.getByText("1 report").waitFor();
    await screenshot(page, "admin-reports-1280");
    await expectNoAxeViolations(page);
    await item.getByRole("button", { name: /^Delete the comment by/ }).click();
    await page.getByText("Comment deleted successfully").waitFor();
    await item.waitFor({ state: "detached" });

    const reader = await browser.open("/policy");
    await useSessions(reader, { user: author });
    await reader.goto(`/cpostdetails/${post._id}`);
    await reader.getByRole("heading", { name: "Replies :" }).waitFor();
    await reader.getByText("No opinions available").waitFor();
  });

  it("the live link the administrator sets turns the home card to Join Now", async () => {
    const admin = await adminSession();
    const page = await browser.open("/policy");
    await useSessions(page, { admin });
    await page.goto("/admin/zoomlink");
    await page.getByRole("textbox", { name: "Title" }).fill("Friday debate");
    await page.getByRole("textbox", { name: "Description" }).fill("Media and trust, with the editors");
    await page.getByRole("textbox", { name: "Meeting link" }).fill("https://meet.example.org/j/42");
    const active = page.getByRole("switch", { name: /Active/ });
    if (!(await active.isChecked())) await active.check({ force: true });
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Zoom link updated successfully!").waitFor();
    await screenshot(page, "admin-zoomlink-1280");

    const home = await browser.open("/", "mobile");
    const join = home.getByRole("region", { name: "Live discussion" }).getByRole("link", { name: /Join Now/ });
    await join.waitFor();
    expect(await join.getAttribute("href")).toBe("https://meet.example.org/j/42");
    await screenshot(home, "home-live-card-375");
    await expectNoAxeViolations(home);
  });
});
