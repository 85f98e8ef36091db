import { MESSAGES } from "@pnyx/contract";
import { useId, useState } from "react";
import { Button, Form, Input, Label, TextField } from "react-aria-components";
import { useNewsletterSignup } from "../../hooks/feedback";
import { useToast } from "../toasts/ToastProvider";
import * as forms from "../internal/forms/forms.css";
import * as styles from "./NewsletterForm.css";
import { cx } from "../../helpers/format";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface NewsletterFormStrings {
  heading: string;
  blurb: string;
  label: string;
  placeholder: string;
  submit: string;
  submitting: string;
  empty: string;
  failed: string;
  subscribed: (email: string) => string;
}

export const defaultNewsletterFormStrings: NewsletterFormStrings = {
  heading: "Newsletter",
  blurb: "The week's most debated stories, in your inbox.",
  label: "Email address",
  placeholder: "you@example.com",
  submit: "Subscribe",
  submitting: "Subscribing…",
  empty: MESSAGES.enterEmail,
  failed: MESSAGES.newsletterFailed,
  subscribed: MESSAGES.newsletterSubscribed,
};

export interface NewsletterFormProps {
  className?: string;
  strings?: Partial<NewsletterFormStrings>;
}

/** Newsletter signup for visitors and members; results are toasts, as in the product. */
export function NewsletterForm({ className, strings }: NewsletterFormProps) {
  const s = useStrings("newsletterForm", defaultNewsletterFormStrings, strings);
  const headingId = useId();
  const [email, setEmail] = useState("");
  const signup = useNewsletterSignup();
  const toast = useToast();

  return (
    <section className={cx(styles.root, part("newsletter-form"), className)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {s.heading}
      </h2>
      <p className={styles.blurb}>{s.blurb}</p>
      <Form
        className={styles.row}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const value = email.trim();
          if (!value) {
            toast.show(s.empty, { tone: "error" });
            return;
          }
          signup.mutate(
            { email: value },
            {
              onSuccess: () => {
                toast.show(s.subscribed(value.toLowerCase()), { tone: "success" });
                setEmail("");
              },
              onError: () => toast.show(s.failed, { tone: "error" }),
            },
          );
        }}
      >
        <TextField type="email" value={email} onChange={setEmail} className={styles.field} name="email">
          <Label className={styles.label}>{s.label}</Label>
          <Input className={forms.input} placeholder={s.placeholder} />
        </TextField>
        <Button type="submit" className={forms.button} isDisabled={signup.isPending}>
          {signup.isPending ? s.submitting : s.submit}
        </Button>
      </Form>
    </section>
  );
}
