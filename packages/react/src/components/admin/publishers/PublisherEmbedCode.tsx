import type { Publisher } from "@pnyx/contract";
import { useId, useState } from "react";
import { Button, Disclosure, DisclosurePanel } from "react-aria-components";
import * as forms from "../../internal/forms/forms.css";
import { cx } from "../../../helpers/format";
import { part } from "../../../helpers/part";
import { CopyButton } from "./CopyButton";
import { embedSnippet, ssoConfig } from "./embed-code";
import type { PublishersAdminStrings } from "./publishers-admin-strings";
import * as styles from "./publishers.css";

/** One block of code to paste, with its title, what it is for, and a Copy button. */
function CodeBlock({
  title,
  hint,
  code,
  copy,
  copyLabel,
  strings: s,
}: {
  title: string;
  hint: string;
  code: string;
  copy: string;
  copyLabel: string;
  strings: PublishersAdminStrings;
}) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={styles.codeBlock}>
      <p id={titleId} className={styles.codeTitle}>
        {title}
      </p>
      <p className={styles.secretNote}>{hint}</p>
      <pre className={styles.code}>
        <code>{code}</code>
      </pre>
      <CopyButton text={code} label={copy} ariaLabel={copyLabel} copied={s.copied} failed={s.copyTextFailed} />
    </div>
  );
}

/**
 * What the publisher pastes into its pages, behind a button: the script tag with a thread and a count,
 * and the `pnyxConfig` for single sign-on with its id, each with a Copy button.
 */
export function PublisherEmbedCode({ publisher: p, pnyxOrigin, strings: s }: { publisher: Publisher; pnyxOrigin: string; strings: PublishersAdminStrings }) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure isExpanded={open} onExpandedChange={setOpen} className={cx(styles.embedCode, part("publishers-admin", "embed-code"))}>
      <Button slot="trigger" className={forms.secondaryButton} aria-label={s.embedCodeLabel(p.name)}>
        {s.embedCode}
      </Button>
      <DisclosurePanel className={styles.embedPanel}>
        {/* Made only when shown: a closed panel holds no buttons to reach. */}
        {open ? (
          <>
            <CodeBlock
              title={s.snippetTitle(p.name)}
              hint={s.snippetHint}
              code={embedSnippet(pnyxOrigin, p.origins)}
              copy={s.copySnippet}
              copyLabel={s.copySnippetLabel(p.name)}
              strings={s}
            />
            <CodeBlock
              title={s.ssoTitle(p.name)}
              hint={s.ssoHint}
              code={ssoConfig(p._id)}
              copy={s.copyConfig}
              copyLabel={s.copyConfigLabel(p.name)}
              strings={s}
            />
          </>
        ) : null}
      </DisclosurePanel>
    </Disclosure>
  );
}
