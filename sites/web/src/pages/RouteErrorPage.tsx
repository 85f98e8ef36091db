import { MESSAGES } from "@pnyx/contract";
import { isRouteErrorResponse, useRouteError } from "react-router";
import * as styles from "./MessagePage.css";

/** Shown instead of a blank screen when rendering a route throws. Plain links: the router may be broken. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{MESSAGES.routerError}</h1>
      <p className={styles.text}>Something went wrong while showing this page. Reloading usually helps.</p>
      {detail ? <pre className={styles.detail}>{detail}</pre> : null}
      <a href="/" className={styles.action}>
        Go to the home page
      </a>
    </main>
  );
}
