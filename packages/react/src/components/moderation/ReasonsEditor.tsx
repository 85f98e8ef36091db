import { MODERATION_LIMITS, type DecisionReason } from "@pnyx/contract";
import { createElement, useId, useState } from "react";
import { Button, FieldError, Form, Input, Label, TextArea, TextField } from "react-aria-components";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import { useSetDecisionReasons } from "../../hooks/admin-moderation";
import { useDecisionReasons } from "../../hooks/moderation-queue";
import * as admin from "../admin/admin.css";
import * as forms from "../internal/forms/forms.css";
import { FailedState } from "../internal/ListStatus";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import type { ModerationSettingsStrings } from "./moderation-settings-strings";
import * as styles from "./moderation.css";

/** A reason being edited: a new one has no id until it is saved. */
interface Draft {
  key: string;
  id: string | null;
  label: string;
  rule: string;
}

/** An id made from a label ("Off topic!" → "off-topic"), kept apart from the ids already taken. */
export function reasonIdFor(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 32) || "reason";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** The site's reasons for decisions and sanctions, edited as a list and saved together. */
export function ReasonsEditor({ s, level }: { s: ModerationSettingsStrings; level: number }) {
  const reasons = useDecisionReasons();
  if (reasons.isPending) {
    return (
      <p role="status" className={shared.message}>
        {s.loading}
      </p>
    );
  }
  if (reasons.isError) return <FailedState message={s.reasonsFailed} />;
  // Keyed by what is stored: a save starts the list afresh from the answer.
  return <ReasonsForm key={JSON.stringify(reasons.data.reasons)} stored={reasons.data.reasons} s={s} level={level} />;
}

function ReasonsForm({ stored, s, level }: { stored: readonly DecisionReason[]; s: ModerationSettingsStrings; level: number }) {
  const titleId = useId();
  const save = useSetDecisionReasons();
  const toast = useToast();
  const [drafts, setDrafts] = useState<Draft[]>(() => stored.map((r) => ({ key: r.id, id: r.id, label: r.label, rule: r.rule })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [listError, setListError] = useState<string | null>(null);
  const [added, setAdded] = useState(0);
  const edit = (key: string, change: Partial<Draft>) => {
    setDrafts((was) => was.map((d) => (d.key === key ? { ...d, ...change } : d)));
    setErrors({});
    setListError(null);
  };
  return (
    <Form
      className={cx(admin.detail, part("moderation-settings", "reasons"))}
      aria-labelledby={titleId}
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        const found: Record<string, string> = {};
        for (const d of drafts) {
          if (!d.label.trim()) found[`label-${d.key}`] = s.reasonNeedsLabel;
          if (!d.rule.trim()) found[`rule-${d.key}`] = s.reasonNeedsRule;
        }
        setErrors(found);
        if (drafts.length === 0) return setListError(s.reasonsAtLeastOne);
        if (Object.keys(found).length > 0) return;
        const taken = new Set(drafts.flatMap((d) => (d.id ? [d.id] : [])));
        const reasons = drafts.map((d) => {
          const id = d.id ?? reasonIdFor(d.label, taken);
          taken.add(id);
          return { id, label: d.label.trim(), rule: d.rule.trim() };
        });
        save.mutate(
          { reasons },
          {
            onSuccess: () => toast.show(s.saved, { tone: "success" }),
            onError: (error) => toast.show(error.message, { tone: "error" }),
          },
        );
      }}
    >
      {createElement(`h${level}`, { id: titleId, className: admin.dialogTitle }, s.reasonsTitle)}
      <p className={forms.hint}>{s.reasonsHint}</p>
      <ul className={admin.list} aria-labelledby={titleId}>
        {drafts.map((d) => (
          <li key={d.key} className={cx(styles.reasonRow, part("moderation-settings", "reason"))}>
            <TextField name={`label-${d.key}`} value={d.label} onChange={(label) => edit(d.key, { label })} maxLength={80} className={forms.field}>
              <Label className={forms.label}>{s.reasonLabel}</Label>
              <Input className={forms.input} />
              <FieldError className={forms.fieldError} />
            </TextField>
            <TextField name={`rule-${d.key}`} value={d.rule} onChange={(rule) => edit(d.key, { rule })} maxLength={500} className={forms.field}>
              <Label className={forms.label}>{s.reasonRule}</Label>
              <TextArea className={cx(forms.input, styles.shortArea)} />
              <FieldError className={forms.fieldError} />
            </TextField>
            <div>
              <Button
                className={forms.dangerSecondaryButton}
                aria-label={s.reasonRemove(d.label || s.reasonLabel)}
                onPress={() => {
                  setDrafts((was) => was.filter((x) => x.key !== d.key));
                  setErrors({});
                }}
              >
                {s.remove}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {listError ? (
        <p role="alert" className={forms.fieldError}>
          {listError}
        </p>
      ) : null}
      <div className={forms.actions}>
        <Button
          className={forms.secondaryButton}
          isDisabled={drafts.length >= MODERATION_LIMITS.reasonsMax}
          onPress={() => {
            setDrafts((was) => [...was, { key: `new-${added}`, id: null, label: "", rule: "" }]);
            setAdded((n) => n + 1);
            setListError(null);
          }}
        >
          {drafts.length >= MODERATION_LIMITS.reasonsMax ? s.reasonsFull : s.reasonAdd}
        </Button>
        <Button type="submit" className={forms.button} isDisabled={save.isPending}>
          {save.isPending ? s.saving : s.reasonsSave}
        </Button>
      </div>
    </Form>
  );
}
