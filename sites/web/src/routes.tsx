import type { RouteObject } from "react-router";
import { RequireAdmin } from "./guards/RequireAdmin";
import { RequireMember } from "./guards/RequireMember";
import { RootLayout } from "./layout/RootLayout";
import { AdminLayout } from "./pages/admin/AdminLayout";
import { AdminLoginPage } from "./pages/admin/AdminLoginPage";
import { NewsletterEmailsPage } from "./pages/admin/NewsletterEmailsPage";
import { ForgotPasswordPage, ForgotUsernamePage } from "./pages/auth/ForgotPages";
import { LoginPage } from "./pages/auth/LoginPage";
import { ResetPasswordPage } from "./pages/auth/ResetPasswordPage";
import { SignupPage } from "./pages/auth/SignupPage";
import { VerifyEmailPage } from "./pages/auth/VerifyEmailPage";
import { ContactPage } from "./pages/ContactPage";
import { HomePage } from "./pages/HomePage";
import { ArticlePage } from "./pages/news/ArticlePage";
import { CategoryPage } from "./pages/news/CategoryPage";
import { ReplyPage } from "./pages/news/ReplyPage";
import { SearchPage } from "./pages/news/SearchPage";
import { TopOpinionsPage } from "./pages/news/TopOpinionsPage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { PolicyPage } from "./pages/PolicyPage";
import { ProfilePage } from "./pages/profile/ProfilePage";
import { PublicProfilePage } from "./pages/profile/PublicProfilePage";
import { SelectCategoriesPage } from "./pages/profile/SelectCategoriesPage";
import { UpdateProfilePage } from "./pages/profile/UpdateProfilePage";
import { RouteErrorPage } from "./pages/RouteErrorPage";
import { SupportPage } from "./pages/SupportPage";
import { TermsPage } from "./pages/TermsPage";

/** Every route of the site; all sit under the layout with the top bar and footer. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "policy", element: <PolicyPage /> },
      { path: "terms", element: <TermsPage /> },
      { path: "contact", element: <ContactPage /> },
      { path: "support", element: <SupportPage /> },
      { path: "login", element: <LoginPage /> },
      { path: "signup", element: <SignupPage /> },
      { path: "verify-email", element: <VerifyEmailPage /> },
      { path: "forgotUsername", element: <ForgotUsernamePage /> },
      { path: "forgotPassword", element: <ForgotPasswordPage /> },
      { path: "reset-password", element: <ResetPasswordPage /> },
      { path: "profile/:id", element: <PublicProfilePage /> },
      { path: "category/:category", element: <CategoryPage /> },
      { path: "details/:id", element: <ArticlePage /> },
      { path: "topOpinions", element: <TopOpinionsPage /> },
      { path: "search/:searchText", element: <SearchPage /> },
      {
        element: <RequireMember />,
        children: [
          { path: "profile", element: <ProfilePage /> },
          { path: "selectCategories", element: <SelectCategoriesPage /> },
          { path: "updateProfile", element: <UpdateProfilePage /> },
          { path: "details/:id/reply/:commentId", element: <ReplyPage /> },
        ],
      },
      { path: "admin", element: <AdminLoginPage /> },
      {
        path: "admin",
        element: <RequireAdmin />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { path: "newsletterEmails", element: <NewsletterEmailsPage /> },
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
