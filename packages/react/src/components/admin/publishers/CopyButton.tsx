import { useState } from "react";
import { Button } from "react-aria-components";
import * as forms from "../../internal/forms/forms.css";
import * as styles from "./publishers.css";

export interface CopyButtonProps {
  /** What lands on the clipboard. */
  text: string;
  /** The button's visible text. */
  label: string;
  /** Its accessible name when the visible text alone is ambiguous (several on a screen); it holds the visible text. */
  ariaLabel?: string | undefined;
  copied: string;
  /** Said when the browser refused the clipboard: the reader selects and copies by hand. */
  failed: string;
}

/** A Copy button with its own "Copied" status, and an alert when the clipboard is refused. */
export function CopyButton({ text, label, ariaLabel, copied, failed }: CopyButtonProps) {
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <>
      <div className={forms.actions}>
        <Button
          className={forms.secondaryButton}
          {...(ariaLabel ? { "aria-label": ariaLabel } : {})}
          onPress={async () => {
            try {
              await navigator.clipboard.writeText(text);
              setCopy("copied");
            } catch {
              setCopy("failed");
            }
          }}
        >
          {label}
        </Button>
        <span role="status" className={styles.copied}>
          {copy === "copied" ? copied : null}
        </span>
      </div>
      {copy === "failed" ? (
        <p role="alert" className={forms.formError}>
          {failed}
        </p>
      ) : null}
    </>
  );
}
