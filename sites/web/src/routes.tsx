import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { RequireAdmin } from "./guards/RequireAdmin";
import { RequireMember } from "./guards/RequireMember";
import { RootLayout } from "./layout/RootLayout";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { RouteErrorPage } from "./pages/RouteErrorPage";

/** Every page module, each its own chunk (named by its path under src/, as the build manifest names it). */
const pageModules = import.meta.glob<Record<string, unknown>>(["./pages/**/*Page.tsx", "./pages/**/*Pages.tsx", "./pages/admin/AdminLayout.tsx"]);

/** What the server reads from a matched route. */
export interface PageHandle {
  /** The page's source module, as the build manifest names it ("src/pages/news/ArticlePage.tsx"). */
  module?: string;
  /**
   * The server renders this page for visitors, with its data. Only pages that read public data may
   * say so: never one that spends a token from its URL (verify-email, reset-password) or signs in.
   */
  serverRendered?: boolean;
}

/**
 * A route whose page module loads on first visit, so the first page downloads only what it shows.
 * The server links the module's styles and chunks into the HTML it renders (see ssr/page-assets.ts).
 */
function page(path: string, name: string, options: { serverRendered?: boolean } = {}): Pick<RouteObject, "lazy" | "handle"> {
  const load = pageModules[`./pages/${path}.tsx`];
  if (!load) throw new Error(`No page module pages/${path}.tsx`);
  const handle: PageHandle = { module: `src/pages/${path}.tsx`, serverRendered: options.serverRendered ?? false };
  return { handle, lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

/** Pages the server renders for visitors (see PageHandle.serverRendered). */
const visitors = { serverRendered: true };

/** Every route of the site; all sit under the layout with the top bar and footer. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage />, handle: { serverRendered: true } satisfies PageHandle },
      { path: "policy", ...page("PolicyPage", "PolicyPage", visitors) },
      { path: "terms", ...page("TermsPage", "TermsPage", visitors) },
      { path: "contact", ...page("ContactPage", "ContactPage", visitors) },
      { path: "support", ...page("SupportPage", "SupportPage") },
      { path: "login", ...page("auth/LoginPage", "LoginPage") },
      { path: "signup", ...page("auth/SignupPage", "SignupPage") },
      { path: "verify-email", ...page("auth/VerifyEmailPage", "VerifyEmailPage") },
      { path: "forgotUsername", ...page("auth/ForgotPages", "ForgotUsernamePage") },
      { path: "forgotPassword", ...page("auth/ForgotPages", "ForgotPasswordPage") },
      { path: "reset-password", ...page("auth/ResetPasswordPage", "ResetPasswordPage") },
      { path: "profile/:id", ...page("profile/PublicProfilePage", "PublicProfilePage", visitors) },
      { path: "category/:category", ...page("news/CategoryPage", "CategoryPage", visitors) },
      { path: "details/:id", ...page("news/ArticlePage", "ArticlePage", visitors) },
      { path: "topOpinions", ...page("news/TopOpinionsPage", "TopOpinionsPage", visitors) },
      { path: "search/:searchText", ...page("news/SearchPage", "SearchPage", visitors) },
      { path: "communities", ...page("communities/CommunitiesPage", "CommunitiesPage", visitors) },
      { path: "communities/main", ...page("communities/CommunityGroupPage", "MainCommunitiesPage", visitors) },
      { path: "communities/special", ...page("communities/CommunityGroupPage", "SpecialCommunitiesPage", visitors) },
      { path: "community/:id", ...page("communities/CommunityPage", "CommunityPage", visitors) },
      { path: "community/:id/subcategories", ...page("communities/CommunityListsPages", "SubcategoriesPage", visitors) },
      { path: "community/:id/posts", ...page("communities/CommunityListsPages", "CommunityPostsPage", visitors) },
      { path: "leaderboard", ...page("gamification/GamificationPages", "LeaderboardPage", visitors) },
      { path: "subcategory/:subcategory", ...page("communities/CommunityListsPages", "SubcategoryPage", visitors) },
      {
        element: <RequireMember />,
        children: [
          { path: "profile", ...page("profile/ProfilePage", "ProfilePage") },
          { path: "achievements", ...page("gamification/GamificationPages", "AchievementsPage") },
          { path: "recents", ...page("gamification/GamificationPages", "RecentsPage") },
          { path: "notices", ...page("profile/NoticesPage", "NoticesPage") },
          { path: "selectCategories", ...page("profile/SelectCategoriesPage", "SelectCategoriesPage") },
          { path: "updateProfile", ...page("profile/UpdateProfilePage", "UpdateProfilePage") },
          { path: "details/:id/reply/:commentId", ...page("news/ReplyPage", "ReplyPage") },
          { path: "communities/joined", ...page("communities/CommunityGroupPage", "JoinedCommunitiesPage") },
          { path: "cpostdetails/:id", ...page("communities/CommunityPostPage", "CommunityPostPage") },
          { path: "cpostdetails/:id/reply/:commentId", ...page("communities/CommunityPostPage", "CommunityReplyPage") },
          { path: "chatroom", ...page("chat/ChatPages", "ChatroomListPage") },
          { path: "chatroom/:topicId", ...page("chat/ChatPages", "ChatroomPage") },
        ],
      },
      { path: "*", element: <NotFoundPage />, handle: { serverRendered: true } satisfies PageHandle },
    ],
  },
  {
    // The admin area: its own footer, without the public newsletter form.
    path: "admin",
    element: <RootLayout area="admin" />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, ...page("admin/AdminLoginPage", "AdminLoginPage") },
      {
        element: <RequireAdmin />,
        children: [
          {
            ...page("admin/AdminLayout", "AdminLayout"),
            children: [
              { path: "verifyPosts", ...page("admin/ReviewPages", "VerifyPostsPage") },
              { path: "post/:id", ...page("admin/ReviewPages", "AdminPostPage") },
              { path: "reports", ...page("admin/ModerationPages", "ReportsPage") },
              { path: "moderation", ...page("admin/ModerationPages", "ModerationQueuePage") },
              { path: "moderation/settings", ...page("admin/ModerationPages", "ModerationSettingsPage") },
              { path: "members", ...page("admin/ModerationPages", "MemberLookupPage") },
              { path: "members/:username", ...page("admin/ModerationPages", "MemberStandingPage") },
              { path: "feedbacks", ...page("admin/InboxPages", "FeedbacksPage") },
              { path: "feedback/:id", ...page("admin/InboxPages", "FeedbackPage") },
              { path: "rewards", ...page("admin/RewardsPage", "RewardsPage") },
              { path: "support", ...page("admin/InboxPages", "SupportMailsPage") },
              { path: "support/:id", ...page("admin/InboxPages", "SupportMailPage") },
              { path: "zoomlink", ...page("admin/ModerationPages", "ZoomLinkPage") },
              { path: "audit", ...page("admin/ModerationPages", "AuditPage") },
              { path: "publishers", ...page("admin/PublishersPage", "PublishersPage") },
              { path: "newsletterEmails", ...page("admin/NewsletterEmailsPage", "NewsletterEmailsPage") },
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
