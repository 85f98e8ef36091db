import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { RequireAdmin } from "./guards/RequireAdmin";
import { RequireMember } from "./guards/RequireMember";
import { RootLayout } from "./layout/RootLayout";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { RouteErrorPage } from "./pages/RouteErrorPage";

/** A route module loaded on first visit, so the first page downloads only what it shows. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** Every route of the site; all sit under the layout with the top bar and footer. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "policy", lazy: page(() => import("./pages/PolicyPage"), "PolicyPage") },
      { path: "terms", lazy: page(() => import("./pages/TermsPage"), "TermsPage") },
      { path: "contact", lazy: page(() => import("./pages/ContactPage"), "ContactPage") },
      { path: "support", lazy: page(() => import("./pages/SupportPage"), "SupportPage") },
      { path: "login", lazy: page(() => import("./pages/auth/LoginPage"), "LoginPage") },
      { path: "signup", lazy: page(() => import("./pages/auth/SignupPage"), "SignupPage") },
      { path: "verify-email", lazy: page(() => import("./pages/auth/VerifyEmailPage"), "VerifyEmailPage") },
      { path: "forgotUsername", lazy: page(() => import("./pages/auth/ForgotPages"), "ForgotUsernamePage") },
      { path: "forgotPassword", lazy: page(() => import("./pages/auth/ForgotPages"), "ForgotPasswordPage") },
      { path: "reset-password", lazy: page(() => import("./pages/auth/ResetPasswordPage"), "ResetPasswordPage") },
      { path: "profile/:id", lazy: page(() => import("./pages/profile/PublicProfilePage"), "PublicProfilePage") },
      { path: "category/:category", lazy: page(() => import("./pages/news/CategoryPage"), "CategoryPage") },
      { path: "details/:id", lazy: page(() => import("./pages/news/ArticlePage"), "ArticlePage") },
      { path: "topOpinions", lazy: page(() => import("./pages/news/TopOpinionsPage"), "TopOpinionsPage") },
      { path: "search/:searchText", lazy: page(() => import("./pages/news/SearchPage"), "SearchPage") },
      { path: "communities", lazy: page(() => import("./pages/communities/CommunitiesPage"), "CommunitiesPage") },
      { path: "communities/main", lazy: page(() => import("./pages/communities/CommunityGroupPage"), "MainCommunitiesPage") },
      { path: "communities/special", lazy: page(() => import("./pages/communities/CommunityGroupPage"), "SpecialCommunitiesPage") },
      { path: "community/:id", lazy: page(() => import("./pages/communities/CommunityPage"), "CommunityPage") },
      { path: "community/:id/subcategories", lazy: page(() => import("./pages/communities/CommunityListsPages"), "SubcategoriesPage") },
      { path: "community/:id/posts", lazy: page(() => import("./pages/communities/CommunityListsPages"), "CommunityPostsPage") },
      { path: "leaderboard", lazy: page(() => import("./pages/gamification/GamificationPages"), "LeaderboardPage") },
      { path: "subcategory/:subcategory", lazy: page(() => import("./pages/communities/CommunityListsPages"), "SubcategoryPage") },
      {
        element: <RequireMember />,
        children: [
          { path: "profile", lazy: page(() => import("./pages/profile/ProfilePage"), "ProfilePage") },
          { path: "achievements", lazy: page(() => import("./pages/gamification/GamificationPages"), "AchievementsPage") },
          { path: "recents", lazy: page(() => import("./pages/gamification/GamificationPages"), "RecentsPage") },
          { path: "selectCategories", lazy: page(() => import("./pages/profile/SelectCategoriesPage"), "SelectCategoriesPage") },
          { path: "updateProfile", lazy: page(() => import("./pages/profile/UpdateProfilePage"), "UpdateProfilePage") },
          { path: "details/:id/reply/:commentId", lazy: page(() => import("./pages/news/ReplyPage"), "ReplyPage") },
          { path: "communities/joined", lazy: page(() => import("./pages/communities/CommunityGroupPage"), "JoinedCommunitiesPage") },
          { path: "cpostdetails/:id", lazy: page(() => import("./pages/communities/CommunityPostPage"), "CommunityPostPage") },
          { path: "cpostdetails/:id/reply/:commentId", lazy: page(() => import("./pages/communities/CommunityPostPage"), "CommunityReplyPage") },
          { path: "chatroom", lazy: page(() => import("./pages/chat/ChatPages"), "ChatroomListPage") },
          { path: "chatroom/:topicId", lazy: page(() => import("./pages/chat/ChatPages"), "ChatroomPage") },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  {
    // The admin area: its own footer, without the public newsletter form.
    path: "admin",
    element: <RootLayout area="admin" />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, lazy: page(() => import("./pages/admin/AdminLoginPage"), "AdminLoginPage") },
      {
        element: <RequireAdmin />,
        children: [
          {
            lazy: page(() => import("./pages/admin/AdminLayout"), "AdminLayout"),
            children: [
              { path: "verifyPosts", lazy: page(() => import("./pages/admin/ReviewPages"), "VerifyPostsPage") },
              { path: "post/:id", lazy: page(() => import("./pages/admin/ReviewPages"), "AdminPostPage") },
              { path: "reports", lazy: page(() => import("./pages/admin/ModerationPages"), "ReportsPage") },
              { path: "feedbacks", lazy: page(() => import("./pages/admin/InboxPages"), "FeedbacksPage") },
              { path: "feedback/:id", lazy: page(() => import("./pages/admin/InboxPages"), "FeedbackPage") },
              { path: "rewards", lazy: page(() => import("./pages/admin/RewardsPage"), "RewardsPage") },
              { path: "support", lazy: page(() => import("./pages/admin/InboxPages"), "SupportMailsPage") },
              { path: "support/:id", lazy: page(() => import("./pages/admin/InboxPages"), "SupportMailPage") },
              { path: "zoomlink", lazy: page(() => import("./pages/admin/ModerationPages"), "ZoomLinkPage") },
              { path: "audit", lazy: page(() => import("./pages/admin/ModerationPages"), "AuditPage") },
              { path: "publishers", lazy: page(() => import("./pages/admin/PublishersPage"), "PublishersPage") },
              { path: "newsletterEmails", lazy: page(() => import("./pages/admin/NewsletterEmailsPage"), "NewsletterEmailsPage") },
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
