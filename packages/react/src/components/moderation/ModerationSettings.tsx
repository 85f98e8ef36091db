import { MODERATION_LIMITS, type ModerationSettings as Settings } from "@pnyx/contract";
import { createElement, useId, useState } from "react";
import { Button, FieldError, Form, Input, Label, Radio, RadioGroup, TextField } from "react-aria-components";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import { useHoldSettings, useSetHoldSettings } from "../../hooks/admin-moderation";
import { useStrings } from "../../strings-context";
import * as admin from "../admin/admin.css";
import * as forms from "../internal/forms/forms.css";
import { FailedState } from "../internal/ListStatus";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import { defaultModerationSettingsStrings, type ModerationSettingsStrings } from "./moderation-settings-strings";
import { ReasonsEditor } from "./ReasonsEditor";
import { SITE_COMMUNITIES, wholeNumber, type SanctionCommunity } from "./sanction-text";
import * as styles from "./moderation.css";

export { defaultModerationSettingsStrings, type ModerationSettingsStrings } from "./moderation-settings-strings";

export interface ModerationSettingsProps {
  className?: string;
  strings?: Partial<ModerationSettingsStrings>;
  headingLevel?: 1 | 2;
  /** The communities that can hold more (or fewer) first writings than the site; the site's fixed communities by default. */
  communities?: readonly SanctionCommunity[];
}

type WordAction = Settings["words"][number]["action"];

/**
 * For administrators: what the site holds before it shows. How many first writings of a new member
 * wait for review, site-wide and per community; the word list (each entry a literal word or phrase,
 * matched whole in any case, that blocks the writing or holds it for review); and the site's reasons
 * for decisions and sanctions (a label and the rule the member reads).
 */
export function ModerationSettings({ className, strings, headingLevel = 1, communities = SITE_COMMUNITIES }: ModerationSettingsProps) {
  const s = useStrings("moderationSettings", defaultModerationSettingsStrings, strings);
  const headingId = useId();
  const settings = useHoldSettings();
  const sub = headingLevel + 1;
  return (
    <section className={cx(admin.root, part("moderation-settings"), className)} aria-labelledby={headingId}>
      {createElement(`h${headingLevel}`, { id: headingId, className: admin.title }, s.heading)}
      {settings.isPending ? (
        <p role="status" className={shared.message}>
          {s.loading}
        </p>
      ) : settings.isError ? (
        <FailedState message={s.failed} />
      ) : (
        <>
          {/* Keyed by what is stored: a save (or another admin's, on reload) starts the form afresh. */}
          <HoldForm
            key={JSON.stringify([settings.data.holdFirst, settings.data.communities])}
            settings={settings.data}
            s={s}
            communities={communities}
            level={sub}
          />
          <WordList settings={settings.data} s={s} level={sub} />
        </>
      )}
      <ReasonsEditor s={s} level={sub} />
    </section>
  );
}

/** Saves settings, telling how it went. */
function useSave(s: ModerationSettingsStrings) {
  const save = useSetHoldSettings();
  const toast = useToast();
  return {
    isPending: save.isPending,
    send: (next: Settings, onSaved?: () => void) =>
      save.mutate(next, {
        onSuccess: () => {
          toast.show(s.saved, { tone: "success" });
          onSaved?.();
        },
        onError: (error) => toast.show(error.message, { tone: "error" }),
      }),
  };
}

function HoldForm({
  settings,
  s,
  communities,
  level,
}: {
  settings: Settings;
  s: ModerationSettingsStrings;
  communities: readonly SanctionCommunity[];
  level: number;
}) {
  const titleId = useId();
  const save = useSave(s);
  const [site, setSite] = useState(String(settings.holdFirst));
  // Empty: the community follows the site-wide number.
  const [perCommunity, setPerCommunity] = useState<Record<string, string>>(() =>
    Object.fromEntries(settings.communities.map((c) => [c.communityId, String(c.holdFirst)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const holdField = (label: string, value: string, onChange: (value: string) => void, name: string) => (
    <TextField
      key={name}
      name={name}
      value={value}
      onChange={(next) => {
        onChange(next);
        setErrors({});
      }}
      inputMode="numeric"
      className={forms.field}
    >
      <Label className={forms.label}>{label}</Label>
      <Input className={cx(forms.input, styles.numberInput)} autoComplete="off" />
      <FieldError className={forms.fieldError} />
    </TextField>
  );
  return (
    <Form
      className={cx(admin.detail, part("moderation-settings", "holds"))}
      aria-labelledby={titleId}
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        const inRange = (n: number | null): n is number => n !== null && n <= MODERATION_LIMITS.holdFirstMax;
        const found: Record<string, string> = {};
        const siteHold = wholeNumber(site);
        if (!inRange(siteHold)) found.holdFirst = s.holdNeedsNumber;
        const overrides: Settings["communities"] = [];
        for (const [communityId, text] of Object.entries(perCommunity)) {
          if (text.trim() === "") continue;
          const n = wholeNumber(text);
          if (inRange(n)) overrides.push({ communityId, holdFirst: n });
          else found[`community-${communityId}`] = s.holdNeedsNumber;
        }
        setErrors(found);
        if (Object.keys(found).length > 0 || !inRange(siteHold)) return;
        save.send({ holdFirst: siteHold, communities: overrides, words: settings.words });
      }}
    >
      {createElement(`h${level}`, { id: titleId, className: admin.dialogTitle }, s.holdTitle)}
      <p className={forms.hint}>{s.holdHint}</p>
      {holdField(s.holdSiteLabel, site, setSite, "holdFirst")}
      <fieldset className={styles.fieldset}>
        <legend className={forms.label}>{s.holdCommunitiesTitle}</legend>
        <p className={forms.hint}>{s.holdCommunitiesHint}</p>
        <div className={styles.settingRows}>
          {communities.map((community) =>
            holdField(
              s.holdCommunityLabel(community.name),
              perCommunity[community.id] ?? "",
              (value) => setPerCommunity((was) => ({ ...was, [community.id]: value })),
              `community-${community.id}`,
            ),
          )}
        </div>
      </fieldset>
      <div className={forms.actions}>
        <Button type="submit" className={forms.button} isDisabled={save.isPending}>
          {save.isPending ? s.saving : s.holdSave}
        </Button>
      </div>
    </Form>
  );
}

/** The word list: each entry shown as written, with what it does and a Remove button; a form adds one. Each change saves at once. */
function WordList({ settings, s, level }: { settings: Settings; s: ModerationSettingsStrings; level: number }) {
  const titleId = useId();
  const save = useSave(s);
  const [word, setWord] = useState("");
  const [action, setAction] = useState<WordAction>("hold");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const listed = new Set(settings.words.map((w) => w.word.trim().toLowerCase()));
  return (
    <div className={cx(admin.detail, part("moderation-settings", "words"))}>
      {createElement(`h${level}`, { id: titleId, className: admin.dialogTitle }, s.wordsTitle)}
      <p className={forms.hint}>{s.wordsHint}</p>
      {settings.words.length === 0 ? (
        <p className={admin.meta}>{s.wordsEmpty}</p>
      ) : (
        <ul className={admin.list} aria-labelledby={titleId}>
          {settings.words.map((entry) => (
            <li key={entry.word} className={cx(styles.entry, part("moderation-settings", "word"))} data-action={entry.action}>
              <span className={styles.literal}>“{entry.word}”</span>
              <span className={cx(styles.tag, entry.action === "block" && styles.warnTag)}>{s.wordActionShown(entry.action)}</span>
              <Button
                className={forms.secondaryButton}
                aria-label={s.wordRemove(entry.word)}
                isDisabled={save.isPending}
                onPress={() => save.send({ ...settings, words: settings.words.filter((w) => w.word !== entry.word) })}
              >
                {s.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form
        className={styles.inlineForm}
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={(event) => {
          event.preventDefault();
          const entry = word.trim().toLowerCase();
          const error = !entry
            ? s.wordNeedsText
            : listed.has(entry)
              ? s.wordAlreadyListed
              : settings.words.length >= MODERATION_LIMITS.wordsMax
                ? s.wordsFull
                : null;
          if (error) return setErrors({ word: error });
          save.send({ ...settings, words: [...settings.words, { word: entry, action }] }, () => setWord(""));
        }}
      >
        <TextField
          name="word"
          value={word}
          onChange={(value) => {
            setWord(value);
            setErrors({});
          }}
          maxLength={MODERATION_LIMITS.wordMax}
          className={forms.field}
        >
          <Label className={forms.label}>{s.wordLabel}</Label>
          <Input className={cx(forms.input, styles.literal)} spellCheck={false} autoCapitalize="none" autoComplete="off" />
          <FieldError className={forms.fieldError} />
        </TextField>
        <RadioGroup name="action" value={action} onChange={(value) => setAction(value as WordAction)} orientation="horizontal" className={forms.field}>
          <Label className={forms.label}>{s.wordActionLabel}</Label>
          <div className={styles.choiceRow}>
            {(["hold", "block"] as const).map((a) => (
              <Radio key={a} value={a} className={styles.reason}>
                {s.wordActions[a]}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <Button type="submit" className={forms.button} isDisabled={save.isPending}>
          {s.wordAdd}
        </Button>
      </Form>
    </div>
  );
}
