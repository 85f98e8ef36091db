import { MESSAGES, UpdateLiveLinkRequest, type LiveLink } from "@pnyx/contract";
import { useState } from "react";
import { Button, FieldError, Form, Input, Label, Switch, Text, TextArea, TextField } from "react-aria-components";
import { useLiveLink, useUpdateLiveLink } from "../../hooks/live-link";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import * as styles from "./admin.css";

export interface LiveLinkEditorStrings {
  heading: string;
  title: string;
  description: string;
  url: string;
  urlHint: string;
  active: string;
  save: string;
  saving: string;
  loading: string;
  loadFailed: string;
  updated: string;
  updateFailed: string;
}

export const defaultLiveLinkEditorStrings: LiveLinkEditorStrings = {
  heading: "Live Discussion",
  title: "Title",
  description: "Description",
  url: "Meeting link",
  urlHint: "Optional; http:// or https:// only. Needed to make the link active.",
  active: "Active (members see Join Now)",
  save: "Save",
  saving: "Saving…",
  loading: "Loading…",
  loadFailed: MESSAGES.zoomLoadFailed,
  updated: MESSAGES.zoomUpdated,
  updateFailed: MESSAGES.zoomUpdateFailed,
};

export interface LiveLinkEditorProps {
  className?: string;
  strings?: Partial<LiveLinkEditorStrings>;
}

/** For administrators: the live-discussion link (title and description required, the URL optional). */
export function LiveLinkEditor({ className, strings }: LiveLinkEditorProps) {
  const s = useStrings("liveLinkEditor", defaultLiveLinkEditorStrings, strings);
  const link = useLiveLink();
  if (link.isPending) {
    return (
      <p role="status" className={cx(shared.message, className)}>
        {s.loading}
      </p>
    );
  }
  if (link.isError) {
    return (
      <p role="alert" className={cx(shared.errorMessage, className)}>
        {s.loadFailed}
      </p>
    );
  }
  // Keyed by what was loaded, so the form starts from it again after a save.
  return <LiveLinkForm key={JSON.stringify(link.data)} initial={link.data} strings={s} {...(className ? { className } : {})} />;
}

function LiveLinkForm({ initial, strings: s, className }: { initial: LiveLink; strings: LiveLinkEditorStrings; className?: string }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateLiveLink();
  const toast = useToast();
  const set =
    <K extends keyof LiveLink>(key: K) =>
    (value: LiveLink[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  return (
    <section className={cx(styles.detail, part("live-link-editor"), className)} aria-label={s.heading}>
      <h1 className={styles.title}>{s.heading}</h1>
      <Form
        className={forms.form}
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={(event) => {
          event.preventDefault();
          // The server's own rules, checked here first: the field at fault says what is wrong.
          const checked = UpdateLiveLinkRequest.safeParse(draft);
          if (!checked.success) {
            setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? "title"), issue.message])));
            return;
          }
          setErrors({});
          update.mutate(draft, {
            onSuccess: () => toast.show(s.updated, { tone: "success" }),
            onError: (error) => toast.show(error.status === 422 ? error.message : s.updateFailed, { tone: "error" }),
          });
        }}
      >
        <TextField name="title" value={draft.title} onChange={set("title")} isRequired maxLength={200} className={forms.field}>
          <Label className={forms.label}>{s.title}</Label>
          <Input className={forms.input} />
          <FieldError className={forms.fieldError} />
        </TextField>
        <TextField name="description" value={draft.description} onChange={set("description")} isRequired maxLength={2000} className={forms.field}>
          <Label className={forms.label}>{s.description}</Label>
          <TextArea className={forms.textarea} />
          <FieldError className={forms.fieldError} />
        </TextField>
        <TextField name="zoomUrl" value={draft.zoomUrl} onChange={set("zoomUrl")} type="url" maxLength={2000} className={forms.field}>
          <Label className={forms.label}>{s.url}</Label>
          <Input className={forms.input} placeholder="https://" />
          <Text slot="description" className={forms.hint}>
            {s.urlHint}
          </Text>
          <FieldError className={forms.fieldError} />
        </TextField>
        <Switch isSelected={draft.isActive} onChange={set("isActive")} className={styles.switchRow}>
          <span className={cx(styles.switchTrack, styles.switchOn)} aria-hidden="true" />
          {s.active}
        </Switch>
        <div className={forms.actions}>
          <Button type="submit" className={forms.button} isDisabled={update.isPending}>
            {update.isPending ? s.saving : s.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}
