import {
  ArticleUrl,
  MAX_ARTICLE_TITLE_LENGTH,
  MAX_ARTICLE_URL_LENGTH,
  NEWS_CATEGORIES,
  ObjectIdString,
  UpdateArticleRequest,
  type Article,
  type NewsCategory,
} from "@pnyx/contract";
import { createElement, useId, useState } from "react";
import { Button, Checkbox, FieldError, Form, Input, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text, TextField } from "react-aria-components";
import { useArticle, useFindArticleId, useUpdateArticle } from "../../../hooks/news";
import { cx } from "../../../helpers/format";
import { part } from "../../../helpers/part";
import { useStrings } from "../../../strings-context";
import { FormMessage } from "../../internal/forms/FormMessage";
import * as forms from "../../internal/forms/forms.css";
import * as shared from "../../internal/shared.css";
import * as admin from "../admin.css";
import * as publishers from "./publishers.css";
import * as styles from "./thread-correction.css";

export interface ThreadCorrectionStrings {
  heading: string;
  intro: string;
  /** The search: the field, its hint, its button, and what it may answer. */
  target: string;
  targetHint: string;
  badTarget: string;
  find: string;
  finding: string;
  notFound: string;
  loading: string;
  loadFailed: string;
  /** The thread as stored. */
  currentHeading: (title: string) => string;
  title: string;
  category: string;
  image: string;
  noImage: string;
  listedFact: string;
  listedYes: string;
  listedNo: string;
  /** The form's fields that the facts do not already name. */
  imageField: string;
  imageHint: string;
  listed: string;
  save: string;
  saving: string;
  saved: string;
  nothingChanged: string;
}

export const defaultThreadCorrectionStrings: ThreadCorrectionStrings = {
  heading: "Correct a thread",
  intro:
    "A publisher's thread with a wrong or misleading title, picture or category: find it by the article's address on the publisher's page, or by its Pnyx id, and correct it. Your correction stands against tokens the publisher signed before it.",
  target: "Article address or Pnyx id",
  targetHint: "As https://paper.example/2026/11/an-article, or the 24-character id in the thread's Pnyx address.",
  badTarget: "Paste the article's address (https://…) or its 24-character Pnyx id",
  find: "Find thread",
  finding: "Finding…",
  notFound: "No thread was found for that address or id",
  loading: "Loading the thread…",
  loadFailed: "Could not load the thread",
  currentHeading: (title) => `Now: ${title}`,
  title: "Title",
  category: "Category",
  image: "Picture",
  noImage: "None",
  listedFact: "In Pnyx's lists",
  listedYes: "Listed",
  listedNo: "Unlisted: reachable by its id only",
  imageField: "Picture URL",
  imageHint: "Optional: an absolute http(s) address. Empty: no picture.",
  listed: "Listed in Pnyx's feeds, trending, search and the sitemap",
  save: "Save",
  saving: "Saving…",
  saved: "Thread saved",
  nothingChanged: "Nothing was changed",
};

export interface ThreadCorrectionProps {
  className?: string;
  /** Any of the texts, e.g. for another language (defaults: `defaultThreadCorrectionStrings`). */
  strings?: Partial<ThreadCorrectionStrings>;
  /** The section's heading level (default 2); the thread's heading is one level below. */
  headingLevel?: 1 | 2 | 3;
}

/**
 * For administrators: corrects one thread (a news article). The administrator pastes the article's
 * address on a publisher's page (looked up as an embed's count would) or its Pnyx id; the thread's
 * title, category, picture and whether Pnyx's lists show it are shown, and can be changed and saved
 * (only what changed is sent). The contract's rules are checked first (a title needs a visible
 * character); the server's refusals are shown in its words, and a save is confirmed.
 */
export function ThreadCorrection({ className, strings, headingLevel = 2 }: ThreadCorrectionProps) {
  const s = useStrings("threadCorrection", defaultThreadCorrectionStrings, strings);
  const headingId = useId();
  const [target, setTarget] = useState("");
  const [targetError, setTargetError] = useState<string | null>(null);
  const [id, setId] = useState<string | null>(null);
  const find = useFindArticleId();
  return (
    <section className={cx(styles.section, part("thread-correction"), className)} aria-labelledby={headingId}>
      {createElement(`h${headingLevel}`, { id: headingId, className: publishers.subTitle }, s.heading)}
      <p className={publishers.intro}>{s.intro}</p>
      <Form
        className={forms.form}
        validationBehavior="aria"
        validationErrors={targetError ? { target: targetError } : {}}
        onSubmit={(event) => {
          event.preventDefault();
          const text = target.trim();
          if (!ObjectIdString.safeParse(text).success && !ArticleUrl.safeParse(text).success) return setTargetError(s.badTarget);
          setTargetError(null);
          setId(null);
          find.mutate(text, { onSuccess: setId });
        }}
      >
        <TextField
          name="target"
          value={target}
          onChange={(value) => {
            setTarget(value);
            setTargetError(null);
          }}
          isRequired
          className={forms.field}
        >
          <Label className={forms.label}>{s.target}</Label>
          <Input className={forms.input} spellCheck={false} autoCapitalize="none" autoComplete="off" />
          <Text slot="description" className={forms.hint}>
            {s.targetHint}
          </Text>
          <FieldError className={forms.fieldError} />
        </TextField>
        <div className={forms.actions}>
          <Button type="submit" className={forms.secondaryButton} isDisabled={find.isPending}>
            {find.isPending ? s.finding : s.find}
          </Button>
        </div>
        <FormMessage error={find.isError ? find.error.message : find.isSuccess && find.data === null ? s.notFound : null} />
      </Form>
      {/* Keyed by the thread, so each one found starts afresh. */}
      {id ? <ThreadEditor key={id} id={id} heading={`h${headingLevel + 1}`} strings={s} /> : null}
    </section>
  );
}

/** The thread as stored, and the form that corrects it; the save's answer shows under both. */
function ThreadEditor({ id, heading, strings: s }: { id: string; heading: string; strings: ThreadCorrectionStrings }) {
  const article = useArticle(id);
  const update = useUpdateArticle();
  const headingId = useId();
  if (article.isPending) {
    return (
      <p role="status" className={shared.message}>
        {s.loading}
      </p>
    );
  }
  if (article.isError) {
    return <FormMessage error={article.error.status === 404 ? s.notFound : `${s.loadFailed}: ${article.error.message}`} />;
  }
  const a = article.data;
  return (
    <section className={cx(admin.item, part("thread-correction", "thread"))} aria-labelledby={headingId} data-article-id={a._id}>
      {createElement(heading, { id: headingId, className: admin.itemTitle }, s.currentHeading(a.title))}
      <dl className={publishers.facts}>
        <dt className={publishers.factLabel}>{s.category}</dt>
        <dd className={publishers.factValue}>{a.category}</dd>
        <dt className={publishers.factLabel}>{s.image}</dt>
        <dd className={publishers.factValue}>
          {/* The address only: the publisher's picture is not fetched from the admin page (nor allowed by its CSP). */}
          {a.image ?? s.noImage}
        </dd>
        <dt className={publishers.factLabel}>{s.listedFact}</dt>
        <dd className={publishers.factValue}>{a.listed ? s.listedYes : s.listedNo}</dd>
      </dl>
      {/* Keyed by what was loaded, so the form starts from the saved thread after a save. */}
      <ThreadForm key={JSON.stringify(a)} article={a} update={update} strings={s} />
      <FormMessage error={update.error?.message} success={update.isSuccess ? s.saved : null} />
    </section>
  );
}

interface Draft {
  title: string;
  category: NewsCategory;
  image: string;
  listed: boolean;
}

/** What differs from the article: only that is sent. The picture's empty field means none. */
function changes(article: Article, draft: Draft): Omit<UpdateArticleRequest, "id"> {
  const image = draft.image.trim() || null;
  return {
    ...(draft.title !== article.title ? { title: draft.title } : {}),
    ...(draft.category !== article.category ? { category: draft.category } : {}),
    ...(image !== article.image ? { image } : {}),
    ...(draft.listed !== article.listed ? { listed: draft.listed } : {}),
  };
}

function ThreadForm({ article, update, strings: s }: { article: Article; update: ReturnType<typeof useUpdateArticle>; strings: ThreadCorrectionStrings }) {
  const [draft, setDraft] = useState<Draft>({ title: article.title, category: article.category, image: article.image ?? "", listed: article.listed });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unchanged, setUnchanged] = useState(false);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) => {
      setDraft((d) => ({ ...d, [key]: value }));
      setErrors(({ [key]: _cleared, ...rest }) => rest);
      setUnchanged(false);
    };
  return (
    <Form
      className={forms.form}
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        const changed = changes(article, draft);
        if (Object.keys(changed).length === 0) return setUnchanged(true);
        // The server's own rules, checked here first: the field at fault says what is wrong.
        const checked = UpdateArticleRequest.safeParse({ id: article._id, ...changed });
        if (!checked.success) {
          return setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? "title"), issue.message])));
        }
        setErrors({});
        update.mutate({ id: article._id, ...changed });
      }}
    >
      <TextField name="title" value={draft.title} onChange={set("title")} isRequired maxLength={MAX_ARTICLE_TITLE_LENGTH} className={forms.field}>
        <Label className={forms.label}>{s.title}</Label>
        <Input className={forms.input} autoComplete="off" />
        <FieldError className={forms.fieldError} />
      </TextField>
      <Select name="category" value={draft.category} onChange={(key) => key !== null && set("category")(key as NewsCategory)} className={forms.field}>
        <Label className={forms.label}>{s.category}</Label>
        <Button className={styles.selectButton}>
          <SelectValue />
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover className={styles.popover}>
          <ListBox className={styles.listBox}>
            {NEWS_CATEGORIES.map((category) => (
              <ListBoxItem key={category} id={category} className={styles.option}>
                {category}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <TextField name="image" type="url" value={draft.image} onChange={set("image")} maxLength={MAX_ARTICLE_URL_LENGTH} className={forms.field}>
        <Label className={forms.label}>{s.imageField}</Label>
        <Input className={forms.input} spellCheck={false} autoCapitalize="none" placeholder="https://" />
        <Text slot="description" className={forms.hint}>
          {s.imageHint}
        </Text>
        <FieldError className={forms.fieldError} />
      </TextField>
      <Checkbox name="listed" isSelected={draft.listed} onChange={set("listed")} className={admin.checkboxRow}>
        <span className={admin.checkboxBox} aria-hidden="true" />
        {s.listed}
      </Checkbox>
      <div className={forms.actions}>
        <Button type="submit" className={forms.button} isDisabled={update.isPending}>
          {update.isPending ? s.saving : s.save}
        </Button>
      </div>
      <FormMessage error={unchanged ? s.nothingChanged : null} />
    </Form>
  );
}
