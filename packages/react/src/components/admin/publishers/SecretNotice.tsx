import { useEffect, useId, useRef, type ReactNode } from "react";
import { cx } from "../../../helpers/format";
import { part } from "../../../helpers/part";
import { CopyButton } from "./CopyButton";
import * as styles from "./publishers.css";

export interface SecretNoticeStrings {
  secretTitle: (name: string) => string;
  /** That the secret will not be shown again: said next to it, in bold. */
  secretOnce: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

export interface SecretNoticeProps {
  name: string;
  secret: string;
  strings: SecretNoticeStrings;
  /** Whether the box shows its own title (a dialog around it may already say it): its name either way. */
  titled?: boolean;
  /** More to say under the secret (a rotation's meaning), and the button that puts it away. */
  children?: ReactNode;
}

/**
 * A shared secret as it is shown: once, in a framed box with a Copy button and the warning that it
 * will not be shown again. It takes the focus when it appears, so the warning is read first.
 */
export function SecretNotice({ name, secret, strings: s, titled = true, children }: SecretNoticeProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      role="region"
      {...(titled ? { "aria-labelledby": titleId } : { "aria-label": s.secretTitle(name) })}
      tabIndex={-1}
      className={cx(styles.secretBox, part("publishers-admin", "secret"))}
    >
      {titled ? (
        <p id={titleId} className={styles.secretTitle}>
          {s.secretTitle(name)}
        </p>
      ) : null}
      <code className={styles.secret}>{secret}</code>
      <p className={styles.secretWarning}>{s.secretOnce}</p>
      <CopyButton text={secret} label={s.copy} copied={s.copied} failed={s.copyFailed} />
      {children}
    </div>
  );
}
