import { useNewsletterSubscribers } from "@pnyx/react";
import { format } from "date-fns";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "react-aria-components";
import { useDocumentTitle } from "../useDocumentTitle";
import { EmailAddress } from "./EmailAddress";
import * as styles from "./AdminPage.css";

/** /admin/newsletterEmails: everyone subscribed to the newsletter, newest first. */
export function NewsletterEmailsPage() {
  useDocumentTitle("Newsletter subscribers");
  const subscribers = useNewsletterSubscribers();
  const rows = subscribers.data?.subscribers ?? [];
  return (
    <section className={styles.page} aria-labelledby="newsletter-title">
      <h1 id="newsletter-title" className={styles.title}>
        Newsletter subscribers {subscribers.data ? <span className={styles.count}>({rows.length})</span> : null}
      </h1>
      {subscribers.isPending ? (
        <p role="status">Loading…</p>
      ) : subscribers.isError ? (
        <p role="alert">{subscribers.error.message}</p>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>No subscribers yet.</p>
      ) : (
        // Scrolls inside its box, never the page, should an address still not fit.
        <div className={styles.tableBox}>
          <Table aria-labelledby="newsletter-title" className={styles.table}>
            <TableHeader>
              <Column isRowHeader className={styles.th}>
                Email
              </Column>
              <Column className={styles.th}>Subscribed</Column>
            </TableHeader>
            <TableBody items={rows}>
              {(row) => (
                <Row id={row._id} className={styles.tr}>
                  <Cell className={styles.email}>
                    <EmailAddress email={row.email} />
                  </Cell>
                  <Cell className={styles.td}>{format(new Date(row.createdAt), "d MMM yyyy, HH:mm")}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
