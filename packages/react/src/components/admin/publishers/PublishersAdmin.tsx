import type { Publisher } from "@pnyx/contract";
import { createElement, useId, useState, useSyncExternalStore } from "react";
import { Button, Form, Modal, ModalOverlay } from "react-aria-components";
import { useCreatePublisher, usePublishers } from "../../../hooks/publishers";
import { useStrings } from "../../../strings-context";
import { FormMessage } from "../../internal/forms/FormMessage";
import * as forms from "../../internal/forms/forms.css";
import { cx, longDate } from "../../../helpers/format";
import { FailedState } from "../../internal/ListStatus";
import { part } from "../../../helpers/part";
import * as shared from "../../internal/shared.css";
import { useToast } from "../../toasts/ToastProvider";
import * as admin from "../admin.css";
import { CopyButton } from "./CopyButton";
import { PublisherDialog, type PublisherAction } from "./PublisherDialogs";
import { PublisherEmbedCode } from "./PublisherEmbedCode";
import { PublisherFields } from "./PublisherFields";
import { checkDraft, emptyDraft } from "./publisher-draft";
import { defaultPublishersAdminStrings, type PublishersAdminStrings } from "./publishers-admin-strings";
import { SecretNotice } from "./SecretNotice";
import * as styles from "./publishers.css";
import { usePublisherDraft } from "./use-publisher-draft";

export { defaultPublishersAdminStrings, type PublishersAdminStrings } from "./publishers-admin-strings";

export interface PublishersAdminProps {
  className?: string;
  /** Any of the texts, e.g. for another language (defaults: `defaultPublishersAdminStrings`). */
  strings?: Partial<PublishersAdminStrings>;
  /** The screen's heading level; each publisher's name and "Add publisher" are one level below. */
  headingLevel?: 1 | 2;
  /**
   * Pnyx's public address, where publishers' pages load `embed.js` from (the snippets). Default: the
   * page's own origin, read in the browser (nothing is shown for it in a server rendering).
   */
  pnyxOrigin?: string;
}

const noChanges = () => () => {};
/** The given address without a trailing slash, else the page's own origin once in the browser (null on the server). */
function usePnyxOrigin(given: string | undefined): string | null {
  const own = useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => null,
  );
  return given?.replace(/\/+$/, "") ?? own;
}

/**
 * For administrators: the publishers, the sites that embed Pnyx and may sign their readers in with
 * their own accounts (single sign-on). Lists each one's name, origins, how its sign-in tokens are
 * checked (a shared secret, two while a rotation is under way, or its key set) and when it was added.
 * Publishers are added (name, origins one per line, an optional key set URL), edited, given a new
 * secret (the previous one stays valid until End rotation) and removed (its readers' accounts and
 * threads stay), each change after a confirmation. Editing also decides whether other publishers' pages may show and write into
 * its threads (`sharedThreads`, shown in its facts). A new secret is shown once, in a marked box with a
 * Copy button, and never again. Each publisher's id shows with a Copy button, and its embed code (the
 * script and elements, and the single sign-on `pnyxConfig` with its id) behind an "Embed code" button,
 * each block with its own Copy button. The server's refusals are shown in its words.
 */
export function PublishersAdmin({ className, strings, headingLevel = 1, pnyxOrigin }: PublishersAdminProps) {
  const s = useStrings("publishersAdmin", defaultPublishersAdminStrings, strings);
  const origin = usePnyxOrigin(pnyxOrigin);
  const list = usePublishers();
  const headingId = useId();
  const [acting, setActing] = useState<{ action: PublisherAction; publisher: Publisher } | null>(null);
  const [holdOpen, setHoldOpen] = useState(false);
  const close = () => {
    setActing(null);
    setHoldOpen(false);
  };
  const itemHeading = `h${headingLevel + 1}`;
  return (
    <section className={cx(admin.root, part("publishers-admin"), className)} aria-labelledby={headingId}>
      {createElement(`h${headingLevel}`, { id: headingId, className: admin.title }, s.heading)}
      <p className={styles.intro}>{s.intro}</p>
      {list.isPending ? (
        <p role="status" className={shared.message}>
          {s.loading}
        </p>
      ) : list.isError ? (
        <FailedState message={list.error.status === 0 ? s.failed : `${s.failed}: ${list.error.message}`} retry={{ label: s.retry, onRetry: list.refetch }} />
      ) : list.data.publishers.length === 0 ? (
        <p className={cx(shared.message, part("publishers-admin", "empty"))}>{s.empty}</p>
      ) : (
        <ul className={admin.list} aria-labelledby={headingId}>
          {list.data.publishers.map((publisher) => (
            <PublisherItem
              key={publisher._id}
              publisher={publisher}
              heading={itemHeading}
              pnyxOrigin={origin}
              strings={s}
              onAction={(action) => setActing({ action, publisher })}
            />
          ))}
        </ul>
      )}
      <AddPublisher heading={itemHeading} strings={s} />
      <ModalOverlay
        isOpen={acting !== null}
        onOpenChange={(open) => !open && close()}
        isDismissable={!holdOpen}
        isKeyboardDismissDisabled={holdOpen}
        className={admin.modalOverlay}
      >
        <Modal className={admin.modal}>
          {/* Keyed by the action and the publisher, so each opening starts afresh. */}
          {acting ? <PublisherDialog key={`${acting.action}:${acting.publisher._id}`} {...acting} strings={s} onDone={close} onHoldOpen={setHoldOpen} /> : null}
        </Modal>
      </ModalOverlay>
    </section>
  );
}

function PublisherItem({
  publisher: p,
  heading,
  pnyxOrigin,
  strings: s,
  onAction,
}: {
  publisher: Publisher;
  heading: string;
  pnyxOrigin: string | null;
  strings: PublishersAdminStrings;
  onAction: (action: PublisherAction) => void;
}) {
  const keySet = p.signing === "jwks";
  return (
    <li className={cx(admin.item, part("publishers-admin", "publisher"))} data-publisher-id={p._id}>
      <div className={admin.itemHeader}>
        {createElement(heading, { className: admin.itemTitle }, p.name)}
        <time suppressHydrationWarning className={admin.meta} dateTime={p.createdAt}>
          {s.added(longDate(p.createdAt))}
        </time>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>{s.publisherId}</dt>
        <dd className={cx(styles.factValue, styles.publisherId)}>
          <code className={styles.idValue}>{p._id}</code>
          <CopyButton text={p._id} label={s.copyId} ariaLabel={s.copyIdLabel(p.name)} copied={s.copied} failed={s.copyTextFailed} />
        </dd>
        <dt className={styles.factLabel}>{s.origins}</dt>
        <dd className={styles.factValue}>
          <ul className={styles.origins}>
            {p.origins.map((origin) => (
              <li key={origin}>{origin}</li>
            ))}
          </ul>
        </dd>
        <dt className={styles.factLabel}>{s.signing}</dt>
        <dd className={cx(styles.factValue, p.activeSecrets >= 2 && styles.rotating)} data-signing={p.signing}>
          {keySet && p.jwksUrl ? s.signingKeySet(p.jwksUrl) : s.signingSecret(p.activeSecrets)}
        </dd>
        <dt className={styles.factLabel}>{s.threads}</dt>
        <dd className={styles.factValue} data-shared-threads={p.sharedThreads}>
          {p.sharedThreads ? s.threadsShared : s.threadsOwn}
        </dd>
      </dl>
      {pnyxOrigin !== null ? <PublisherEmbedCode publisher={p} pnyxOrigin={pnyxOrigin} strings={s} /> : null}
      <div className={cx(admin.actions, part("publishers-admin", "actions"))}>
        <Button className={forms.secondaryButton} aria-label={s.editLabel(p.name)} onPress={() => onAction("edit")}>
          {s.edit}
        </Button>
        <Button className={forms.secondaryButton} aria-label={keySet ? s.makeSecretLabel(p.name) : s.rotateLabel(p.name)} onPress={() => onAction("rotate")}>
          {keySet ? s.makeSecret : s.rotate}
        </Button>
        {p.activeSecrets >= 2 ? (
          <Button className={forms.secondaryButton} aria-label={s.endRotationLabel(p.name)} onPress={() => onAction("endRotation")}>
            {s.endRotation}
          </Button>
        ) : null}
        <Button className={forms.dangerSecondaryButton} aria-label={s.removeLabel(p.name)} onPress={() => onAction("remove")}>
          {s.remove}
        </Button>
      </div>
    </li>
  );
}

/** The add form; once a publisher with a secret is made, the secret shows above it this once. */
function AddPublisher({ heading, strings: s }: { heading: string; strings: PublishersAdminStrings }) {
  const headingId = useId();
  const { draft, errors, setDraft, setErrors, change } = usePublisherDraft(emptyDraft);
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const create = useCreatePublisher();
  const toast = useToast();
  return (
    <section className={cx(styles.addSection, part("publishers-admin", "add"))} aria-labelledby={headingId}>
      {createElement(heading, { id: headingId, className: styles.subTitle }, s.addHeading)}
      {made ? (
        <SecretNotice name={made.name} secret={made.secret} strings={s}>
          <div className={forms.actions}>
            <Button className={forms.button} onPress={() => setMade(null)}>
              {s.done}
            </Button>
          </div>
        </SecretNotice>
      ) : null}
      <Form
        className={forms.form}
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkDraft(draft, s.originLine);
          if (!checked.ok) return setErrors(checked.errors);
          setErrors({});
          setMade(null);
          create.mutate(checked.input, {
            onSuccess: ({ publisher, secret }) => {
              toast.show(s.created(publisher.name), { tone: "success" });
              setDraft(emptyDraft);
              if (secret) setMade({ name: publisher.name, secret });
            },
          });
        }}
      >
        <PublisherFields draft={draft} onChange={change} jwksHint={s.addJwksHint} strings={s} />
        <div className={forms.actions}>
          <Button type="submit" className={forms.button} isDisabled={create.isPending}>
            {create.isPending ? s.adding : s.add}
          </Button>
        </div>
        <FormMessage error={create.error?.message} />
      </Form>
    </section>
  );
}
