import { MESSAGES, OPINION_MAX_LENGTH, WIDGET_TEXTS } from "@pnyx/contract";
import type { PnyxError } from "@pnyx/sdk";
import { useState, type Ref } from "react";
import { Button, Form, Label, Link, Text, TextArea, TextField } from "react-aria-components";
import { useAddOpinion, useAddReply, type OpinionPostKind } from "../../hooks/opinions";
import { useSession } from "../../hooks/session";
import * as forms from "../internal/forms/forms.css";
import { AttachImageButton, AttachedImagePreview, useImageAttachment, type ImageAttachmentStrings } from "../internal/forms/ImageAttachment";
import { cx } from "../../helpers/format";
import { useToast } from "../toasts/ToastProvider";
import * as styles from "./OpinionThread.css";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface OpinionComposerStrings extends ImageAttachmentStrings {
  label: string;
  placeholder: string;
  submit: string;
  submitting: string;
  writeSomething: string;
  count: (length: number, max: number) => string;
  /** Shown to visitors instead of the box. */
  loginPrompt: string;
  login: string;
}

export const defaultOpinionComposerStrings: OpinionComposerStrings = {
  label: WIDGET_TEXTS.yourOpinion,
  placeholder: "Give your opinion",
  submit: "Post",
  submitting: WIDGET_TEXTS.posting,
  attach: "Attach image",
  attaching: "Attaching…",
  attached: MESSAGES.imageAttached,
  removeImage: "Remove image",
  removed: MESSAGES.imageRemoved,
  preview: "Attached image",
  fileTooLarge: MESSAGES.fileTooLarge,
  notAnImage: "Please choose an image file",
  writeSomething: MESSAGES.writeSomething,
  count: (length, max) => `${length} / ${max}`,
  loginPrompt: MESSAGES.loginToViewMoreBang,
  login: "Login",
};

/** The reply box's texts, where they differ from an opinion's. */
export const defaultReplyComposerStrings: Partial<OpinionComposerStrings> = {
  label: "Your reply",
  placeholder: "Write a reply",
  submit: "Reply",
  submitting: "Replying…",
};

export interface OpinionComposerProps {
  postId: string;
  /** What the post is: a news article (default) or a community post. */
  postKind?: OpinionPostKind;
  /** Set to reply to this opinion instead of writing a top-level one. */
  parentId?: string;
  className?: string;
  strings?: Partial<OpinionComposerStrings>;
  /** Where visitors log in; `/login` by default. */
  loginHref?: string;
  /** The text box, e.g. to move focus to it from a Reply action. */
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The opinion (or reply) box: labelled text, an image attached through the uploads endpoint
 * ('Image Attached' / 'Image removed'), 'Please write something.' when empty. Clears after posting.
 * Visitors see a login prompt instead.
 */
export function OpinionComposer({ postId, postKind = "article", parentId, className, strings, loginHref = "/login", textAreaRef }: OpinionComposerProps) {
  // A reply box takes the top-level box's texts too, then its own (defaults ← provider ← prop at each level).
  const topLevel = useStrings("opinionComposer", defaultOpinionComposerStrings, parentId ? undefined : strings);
  const replyBox = useStrings("replyComposer", { ...topLevel, ...defaultReplyComposerStrings }, strings);
  const s = parentId ? replyBox : topLevel;
  const { user } = useSession();
  const toast = useToast();
  const [text, setText] = useState("");
  const add = useAddOpinion(postKind);
  const reply = useAddReply(postKind);
  const attachment = useImageAttachment(s);
  const posting = add.isPending || reply.isPending;

  if (!user) {
    return (
      <div className={cx(styles.loginPrompt, part("opinion-composer"), className)}>
        <p className={forms.hint}>{s.loginPrompt}</p>
        <Link href={loginHref} className={forms.button}>
          {s.login}
        </Link>
      </div>
    );
  }

  const done = {
    onSuccess: () => {
      setText("");
      attachment.clear();
    },
    onError: (error: PnyxError) => toast.show(error.message, { tone: "error" }),
  };

  return (
    <Form
      className={cx(styles.composer, part("opinion-composer"), className)}
      data-reply={parentId ? "" : undefined}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return toast.show(s.writeSomething, { tone: "error" });
        const input = { postId, text, ...(attachment.image ? { image: attachment.image } : {}) };
        if (parentId) reply.mutate({ ...input, parentId }, done);
        else add.mutate(input, done);
      }}
    >
      <TextField value={text} onChange={setText} maxLength={OPINION_MAX_LENGTH} className={forms.field}>
        <Label className={forms.label}>{s.label}</Label>
        <TextArea ref={textAreaRef} className={cx(forms.input, styles.composerArea)} placeholder={s.placeholder} />
        <Text slot="description" className={forms.hint}>
          {s.count(text.length, OPINION_MAX_LENGTH)}
        </Text>
      </TextField>
      <AttachedImagePreview attachment={attachment} strings={s} />
      <div className={styles.composerRow}>
        <AttachImageButton attachment={attachment} strings={s} isDisabled={posting} />
        <Button type="submit" className={forms.button} isDisabled={posting || attachment.uploading}>
          {posting ? s.submitting : s.submit}
        </Button>
      </div>
    </Form>
  );
}
