import {
  type AdminSession,
  type Session,
  FIXED_COMMUNITIES,
  addReplyEndpoint,
  addTopCommentEndpoint,
  addTopCommunityCommentEndpoint,
  byCategoryEndpoint,
  createCommunityPostEndpoint,
  newsletterSignupEndpoint,
  verifyPostEndpoint,
} from "@pnyx/contract";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, useBrowser, watchRequests } from "./browser";
import { adminSession, api, uniqueName, useSessions, verifiedMember } from "./members";

const browser = useBrowser();

/** From the smallest phone to a wide desktop, across both breakpoints (768 and 1280) and the tablet range between. */
const WIDTHS = [320, 375, 768, 820, 1024, 1280, 1920];
const PHONE_WIDTHS = WIDTHS.filter((w) => w < 768);
const BAR_WIDTHS = WIDTHS.filter((w) => w >= 768);

let member: Session;
let admin: AdminSession;
let articleId: string;
let opinionId: string;
let postId: string;
let postOpinionId: string;

beforeAll(async () => {
  member = await verifiedMember(uniqueName("wide"));
  admin = await adminSession();
  const feed = await api(byCategoryEndpoint, { category: "Science" });
  articleId = feed.articles[0]!._id;
  // An opinion with a long unbroken word and a reply, so the article, its card and the thread have real content.
  const opinion = await api(
    addTopCommentEndpoint,
    { postId: articleId, text: "Supercalifragilisticexpialidocious-measurements-without-any-spaces-at-all should still wrap." },
    member.token,
  );
  opinionId = opinion._id;
  await api(addReplyEndpoint, { postId: articleId, parentId: opinionId, text: "A reply, to fill the thread." }, member.token);
  await api(newsletterSignupEndpoint, { email: "margaret.hamilton.longname@apollo-guidance-computer.example" });
  // A verified community post with an unbroken word, and an opinion on it.
  const post = await api(
    createCommunityPostEndpoint,
    {
      title: "Astronomy-without-any-spaces-whatsoever-in-a-very-long-title",
      description: "Supercalifragilisticexpialidocious-observations-without-spaces\nA second line.",
      communityId: FIXED_COMMUNITIES[4].id,
      selectedSubcategory: "Astronomy",
    },
    member.token,
  );
  postId = post._id;
  await api(verifyPostEndpoint, { id: postId }, admin.token);
  postOpinionId = (await api(addTopCommunityCommentEndpoint, { postId, text: "An opinion on the post." }, member.token))._id;
});

/** Every kind of page the site has (logged-out visits to member pages end on /login, which is measured too). */
const ROUTES: { name: string; path: () => string }[] = [
  { name: "home", path: () => "/" },
  { name: "category", path: () => "/category/Science" },
  { name: "trending", path: () => "/category/Trending" },
  { name: "article", path: () => `/details/${articleId}` },
  { name: "reply thread", path: () => `/details/${articleId}/reply/${opinionId}` },
  { name: "top opinions", path: () => "/topOpinions" },
  { name: "search", path: () => "/search/the" },
  { name: "search without results", path: () => "/search/zzqqxxnothing" },
  { name: "login", path: () => "/login" },
  { name: "signup", path: () => "/signup" },
  { name: "forgot password", path: () => "/forgotPassword" },
  { name: "own profile", path: () => "/profile" },
  { name: "public profile", path: () => `/profile/${member.username}` },
  { name: "select categories", path: () => "/selectCategories" },
  { name: "update profile", path: () => "/updateProfile" },
  { name: "achievements", path: () => "/achievements" },
  { name: "recents", path: () => "/recents" },
  { name: "leaderboard", path: () => "/leaderboard" },
  { name: "chat rooms", path: () => "/chatroom" },
  { name: "chat room", path: () => `/chatroom/${FIXED_COMMUNITIES[4].id}` },
  { name: "admin login", path: () => "/admin" },
  { name: "admin newsletter", path: () => "/admin/newsletterEmails" },
  { name: "communities", path: () => "/communities" },
  { name: "main topics", path: () => "/communities/main" },
  { name: "joined communities", path: () => "/communities/joined" },
  { name: "community", path: () => `/community/${FIXED_COMMUNITIES[4].id}` },
  { name: "community sub-categories", path: () => `/community/${FIXED_COMMUNITIES[4].id}/subcategories` },
  { name: "community posts", path: () => `/community/${FIXED_COMMUNITIES[4].id}/posts` },
  { name: "sub-category", path: () => "/subcategory/Astronomy" },
  { name: "community post", path: () => `/cpostdetails/${postId}` },
  { name: "community reply thread", path: () => `/cpostdetails/${postId}/reply/${postOpinionId}` },
  { name: "admin verify posts", path: () => "/admin/verifyPosts" },
  { name: "admin post review", path: () => `/admin/post/${postId}` },
  { name: "admin reports", path: () => "/admin/reports" },
  { name: "admin feedbacks", path: () => "/admin/feedbacks" },
  { name: "admin support", path: () => "/admin/support" },
  { name: "admin live link", path: () => "/admin/zoomlink" },
  { name: "admin audit", path: () => "/admin/audit" },
  { name: "admin rewards", path: () => "/admin/rewards" },
  { name: "admin publishers", path: () => "/admin/publishers" },
  { name: "policy", path: () => "/policy" },
  { name: "terms", path: () => "/terms" },
  { name: "contact", path: () => "/contact" },
  { name: "support", path: () => "/support" },
  { name: "404", path: () => "/no/such/page" },
];

/** How many px the page is wider than the window at `width` (0 when it does not scroll sideways). */
async function overflowAt(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 900 });
  return page.evaluate(
    () =>
      new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(document.documentElement.scrollWidth - window.innerWidth)))),
  );
}

async function sweep(page: Page, widths: number[], state: string, offenders: string[]) {
  for (const width of widths) {
    const extra = await overflowAt(page, width);
    if (extra > 0) offenders.push(`${state} at ${width}px: ${extra}px wider than the window`);
  }
}

describe("no page scrolls sideways, at any width from 320 to 1920 px", () => {
  for (const who of ["visitor", "member and admin"] as const) {
    describe(`as a ${who}`, () => {
      // One page for every route of a role: its cache stays warm, and each route is a fresh load of it.
      let page: Page;
      beforeAll(async () => {
        page = await browser.open("/policy");
        watchRequests(page);
        if (who !== "visitor") await useSessions(page, { user: member, admin });
      });
      afterAll(() => page?.context().close());

      for (const { name, path } of ROUTES) {
        it(`${name}: search closed and open`, async () => {
          const route = path();
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.goto(route);
          await settle(page);
          const offenders: string[] = [];

          await sweep(page, WIDTHS, `${route} (search closed)`, offenders);

          // The bar's search opens from its icon from 768 px up...
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.getByRole("button", { name: "Show search" }).click();
          await page.getByRole("banner").getByRole("searchbox", { name: "Search" }).waitFor();
          await sweep(page, BAR_WIDTHS, `${route} (search open)`, offenders);

          // ...and below it, from the slide-out menu (on /profile the gear replaces the menu).
          await page.setViewportSize({ width: 375, height: 900 });
          const menu = page.getByRole("button", { name: "Open menu" });
          if (await menu.isVisible()) {
            await menu.click();
            await page.getByRole("dialog", { name: "Menu" }).getByRole("searchbox", { name: "Search" }).waitFor();
            await sweep(page, PHONE_WIDTHS, `${route} (menu with search open)`, offenders);
          }

          expect(offenders).toEqual([]);
        });
      }
    });
  }
});
