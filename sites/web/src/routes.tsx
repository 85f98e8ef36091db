import type { RouteObject } from "react-router";
import { RootLayout } from "./layout/RootLayout";
import { ContactPage } from "./pages/ContactPage";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { PolicyPage } from "./pages/PolicyPage";
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
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
