import { MODERATION_TEXTS } from "@pnyx/contract";
import { createElement, useId } from "react";
import { useIgnoredMembers, useUnignoreMember } from "../../hooks/member-moderation";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { FailedState } from "../internal/ListStatus";
import { Button, Link } from "react-aria-components";
import { defaultProfileHref } from "../../helpers/hrefs";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import * as styles from "./member-marks.css";

const T = MODERATION_TEXTS;

export interface IgnoredMembersStrings {
  title: string;
  loading: string;
  failed: string;
  retry: string;
  empty: string;
  /** Each row's button: its visible text and accessible name. */
  unignore: string;
  unignoreMember: (name: string) => string;
}

export const defaultIgnoredMembersStrings: IgnoredMembersStrings = {
  title: T.ignoredTitle,
  loading: T.ignoredLoading,
  failed: T.ignoredFailed,
  retry: "Try again",
  empty: T.ignoredEmpty,
  unignore: T.unignore,
  unignoreMember: (name) => T.unignoreMember.replace("{name}", name),
};

export interface IgnoredMembersProps {
  className?: string;
  strings?: Partial<IgnoredMembersStrings>;
  /** A member's profile; `/profile/{name}` by default. */
  profileHrefFor?: (name: string) => string;
  /** Level of the "Members you ignore" heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The member's settings: "Members you ignore", each with Unignore. Unignoring unfolds that member's
 * writing everywhere at once (the SDK stores the answer in the session's `ignoring`). Nothing for visitors.
 */
export function IgnoredMembers({ className, strings, profileHrefFor = defaultProfileHref, headingLevel = 2 }: IgnoredMembersProps) {
  const s = useStrings("ignoredMembers", defaultIgnoredMembersStrings, strings);
  const ignored = useIgnoredMembers();
  const unignore = useUnignoreMember();
  const toast = useToast();
  const headingId = useId();
  const names = ignored.data?.usernames ?? [];
  return (
    <section className={cx(part("ignored-members"), className)} aria-labelledby={headingId}>
      {createElement(`h${headingLevel}`, { id: headingId, className: cx(styles.ignoredTitle, part("ignored-members", "heading")) }, s.title)}
      {ignored.isPending ? (
        <p role="status" className={shared.message}>
          {s.loading}
        </p>
      ) : ignored.isError ? (
        <FailedState message={s.failed} retry={{ label: s.retry, onRetry: () => ignored.refetch() }} />
      ) : names.length === 0 ? (
        <p className={cx(shared.message, part("ignored-members", "empty"))}>{s.empty}</p>
      ) : (
        <ul className={cx(shared.list, part("ignored-members", "list"))}>
          {names.map((name) => (
            <li key={name} className={cx(styles.ignoredRow, part("ignored-members", "item"))}>
              <Link href={profileHrefFor(name)} className={shared.plainLink}>
                {name}
              </Link>
              <Button
                className={forms.secondaryButton}
                aria-label={s.unignoreMember(name)}
                isDisabled={unignore.isPending && unignore.variables === name}
                onPress={() => unignore.mutate(name, { onError: (error) => toast.show(error.message, { tone: "error" }) })}
              >
                {s.unignore}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
