import { FeedbackInbox, FeedbackMessage } from "@pnyx/react";
import { useParams } from "react-router";
import { useDocumentTitle } from "../useDocumentTitle";
import * as styles from "./AdminPage.css";

/** /admin/feedbacks */
export function FeedbacksPage() {
  useDocumentTitle("Feedbacks");
  return <FeedbackInbox kind="feedback" className={styles.page} />;
}

/** /admin/feedback/{id} */
export function FeedbackPage() {
  useDocumentTitle("Feedback");
  const id = useParams().id ?? "";
  return <FeedbackMessage key={id} kind="feedback" id={id} className={styles.page} />;
}

/** /admin/support */
export function SupportMailsPage() {
  useDocumentTitle("Support Mails");
  return <FeedbackInbox kind="support" className={styles.page} />;
}

/** /admin/support/{id} */
export function SupportMailPage() {
  useDocumentTitle("Support mail");
  const id = useParams().id ?? "";
  return <FeedbackMessage key={id} kind="support" id={id} className={styles.page} />;
}
