import type { Publisher } from "@pnyx/contract";
import { useId, useState, type ReactNode } from "react";
import { Button, Checkbox, Dialog, Form, Heading } from "react-aria-components";
import { useEndPublisherRotation, useRemovePublisher, useRotatePublisherSecret, useUpdatePublisher } from "../../../hooks/publishers";
import { FormMessage } from "../../internal/forms/FormMessage";
import * as forms from "../../internal/forms/forms.css";
import { cx } from "../../../helpers/format";
import { part } from "../../../helpers/part";
import { useToast } from "../../toasts/ToastProvider";
import * as admin from "../admin.css";
import { checkDraft } from "./publisher-draft";
import { usePublisherDraft } from "./use-publisher-draft";
import type { PublishersAdminStrings } from "./publishers-admin-strings";
import { PublisherFields } from "./PublisherFields";
import { SecretNotice } from "./SecretNotice";
import * as styles from "./publishers.css";

/** What an administrator is doing to one publisher, in a dialog. */
export type PublisherAction = "edit" | "rotate" | "endRotation" | "remove";

export interface PublisherDialogProps {
  action: PublisherAction;
  publisher: Publisher;
  strings: PublishersAdminStrings;
  /** Closes the dialog. */
  onDone: () => void;
  /** While a new secret is shown, the dialog must not close by a stray click or Escape. */
  onHoldOpen: (hold: boolean) => void;
}

/** The dialog of one action on one publisher (inside the caller's Modal). */
export function PublisherDialog(props: PublisherDialogProps) {
  switch (props.action) {
    case "edit":
      return <EditDialog {...props} />;
    case "rotate":
      return <RotateDialog {...props} />;
    case "endRotation":
      return <EndRotationDialog {...props} />;
    case "remove":
      return <RemoveDialog {...props} />;
  }
}

function EditDialog({ publisher, strings: s, onDone }: PublisherDialogProps) {
  const { draft, errors, setErrors, change } = usePublisherDraft({
    name: publisher.name,
    origins: publisher.origins.join("\n"),
    jwksUrl: publisher.jwksUrl ?? "",
  });
  const [sharedThreads, setSharedThreads] = useState(publisher.sharedThreads);
  const update = useUpdatePublisher();
  const toast = useToast();
  const hintId = useId();
  return (
    <Dialog className={cx(admin.dialog, part("publishers-admin", "dialog"))}>
      <Form
        className={forms.form}
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkDraft(draft, s.originLine);
          if (!checked.ok) return setErrors(checked.errors);
          // A key set can be set or changed here; dropping one is a rotation's job (the contract has no "none").
          if (publisher.jwksUrl && !checked.input.jwksUrl) return setErrors({ jwksUrl: s.keepKeySet });
          setErrors({});
          const { jwksUrl, ...rest } = checked.input;
          update.mutate(
            { id: publisher._id, ...rest, ...(jwksUrl && jwksUrl !== publisher.jwksUrl ? { jwksUrl } : {}), sharedThreads },
            {
              onSuccess: (saved) => {
                toast.show(s.saved(saved.name), { tone: "success" });
                onDone();
              },
            },
          );
        }}
      >
        <Heading slot="title" className={admin.dialogTitle}>
          {s.editTitle(publisher.name)}
        </Heading>
        <PublisherFields draft={draft} onChange={change} jwksHint={s.editJwksHint} strings={s} />
        <div className={forms.field}>
          <Checkbox name="sharedThreads" isSelected={sharedThreads} onChange={setSharedThreads} aria-describedby={hintId} className={admin.checkboxRow}>
            <span className={admin.checkboxBox} aria-hidden="true" />
            {s.sharedThreads}
          </Checkbox>
          <p id={hintId} className={forms.hint}>
            {s.sharedThreadsHint}
          </p>
        </div>
        <div className={forms.actions}>
          <Button type="submit" className={forms.button} isDisabled={update.isPending}>
            {update.isPending ? s.saving : s.save}
          </Button>
          <Button className={forms.secondaryButton} onPress={onDone} isDisabled={update.isPending}>
            {s.cancel}
          </Button>
        </div>
        <FormMessage error={update.error?.message} />
      </Form>
    </Dialog>
  );
}

/** A question with its explanation, a confirm button and Cancel; the server's refusal shows under them. */
function Confirm({
  title,
  text,
  confirm,
  pending,
  danger = false,
  cancel,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: ReactNode;
  confirm: string;
  pending: string | null;
  danger?: boolean;
  cancel: string;
  error: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      <Heading slot="title" className={admin.dialogTitle}>
        {title}
      </Heading>
      <p className={styles.dialogText}>{text}</p>
      <div className={forms.actions}>
        <Button className={danger ? forms.dangerButton : forms.button} isDisabled={pending !== null} onPress={onConfirm}>
          {pending ?? confirm}
        </Button>
        <Button className={forms.secondaryButton} isDisabled={pending !== null} onPress={onCancel} autoFocus>
          {cancel}
        </Button>
      </div>
      <FormMessage error={error} />
    </>
  );
}
function RotateDialog({ publisher, strings: s, onDone, onHoldOpen }: PublisherDialogProps) {
  const rotate = useRotatePublisherSecret();
  const keySet = publisher.signing === "jwks";
  const secret = rotate.data?.secret;
  return (
    <Dialog role="alertdialog" className={cx(admin.dialog, part("publishers-admin", "dialog"))}>
      {secret ? (
        <>
          <Heading slot="title" className={admin.dialogTitle}>
            {s.secretTitle(publisher.name)}
          </Heading>
          <SecretNotice name={publisher.name} secret={secret} strings={s} titled={false}>
            <p className={styles.secretNote}>{keySet ? s.madeSecretNote : s.rotatedNote}</p>
            <div className={forms.actions}>
              <Button className={forms.button} onPress={onDone}>
                {s.done}
              </Button>
            </div>
          </SecretNotice>
        </>
      ) : (
        <Confirm
          title={keySet ? s.makeSecretTitle(publisher.name) : s.rotateTitle(publisher.name)}
          text={keySet ? s.makeSecretText : s.rotateText}
          confirm={keySet ? s.makeSecret : s.rotate}
          pending={rotate.isPending ? s.rotating : null}
          error={rotate.error?.message}
          onConfirm={() => rotate.mutate(publisher._id, { onSuccess: () => onHoldOpen(true) })}
          cancel={s.cancel}
          onCancel={onDone}
        />
      )}
    </Dialog>
  );
}

function EndRotationDialog({ publisher, strings: s, onDone }: PublisherDialogProps) {
  const end = useEndPublisherRotation();
  const toast = useToast();
  return (
    <Dialog role="alertdialog" className={cx(admin.dialog, part("publishers-admin", "dialog"))}>
      <Confirm
        title={s.endTitle(publisher.name)}
        text={s.endText}
        confirm={s.endRotation}
        pending={end.isPending ? s.ending : null}
        danger
        error={end.error?.message}
        onConfirm={() =>
          end.mutate(publisher._id, {
            onSuccess: () => {
              toast.show(s.ended(publisher.name), { tone: "success" });
              onDone();
            },
          })
        }
        cancel={s.cancel}
        onCancel={onDone}
      />
    </Dialog>
  );
}

function RemoveDialog({ publisher, strings: s, onDone }: PublisherDialogProps) {
  const remove = useRemovePublisher();
  const toast = useToast();
  return (
    <Dialog role="alertdialog" className={cx(admin.dialog, part("publishers-admin", "dialog"))}>
      <Confirm
        title={s.removeTitle(publisher.name)}
        text={s.removeText}
        confirm={s.remove}
        pending={remove.isPending ? s.removing : null}
        danger
        error={remove.error?.message}
        onConfirm={() =>
          remove.mutate(publisher._id, {
            onSuccess: () => {
              toast.show(s.removed(publisher.name), { tone: "success" });
              onDone();
            },
          })
        }
        cancel={s.cancel}
        onCancel={onDone}
      />
    </Dialog>
  );
}
