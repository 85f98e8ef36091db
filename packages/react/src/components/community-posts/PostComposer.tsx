import { COMMUNITY_POST_DESCRIPTION_MAX, COMMUNITY_POST_TITLE_MAX, MESSAGES, type Community } from "@pnyx/contract";
import { createElement, useId, useState } from "react";
import { Button, Form, Label, Radio, RadioGroup, TextArea, TextField, Input } from "react-aria-components";
import { useCreatePost } from "../../hooks/community-posts";
import { useSession } from "../../hooks/session";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { AttachImageButton, AttachedImagePreview, useImageAttachment, type ImageAttachmentStrings } from "../internal/forms/ImageAttachment";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import { useToast } from "../toasts/ToastProvider";
import { FeedbackDialog, type FeedbackDialogStrings } from "./FeedbackDialog";
import * as styles from "./community-posts.css";

export interface PostComposerStrings extends ImageAttachmentStrings {
  heading: string;
  title: string;
  description: string;
  subCategory: string;
  submit: string;
  submitting: string;
  loginToPost: string;
  fillAllFields: string;
  submitted: string;
  feedback: Partial<FeedbackDialogStrings>;
}

export const defaultPostComposerStrings: PostComposerStrings = {
  heading: "Create a post",
  title: "Title",
  description: "Description",
  subCategory: "Sub-category",
  attach: "Attach image",
  attaching: "Attaching…",
  removeImage: "Remove image",
  preview: "Attached image",
  submit: "Submit for review",
  submitting: "Submitting…",
  loginToPost: MESSAGES.loginToPost,
  fillAllFields: MESSAGES.fillAllPostFields,
  submitted: MESSAGES.postSubmitted,
  attached: MESSAGES.imageAttached,
  removed: MESSAGES.imageRemoved,
  notAnImage: "Please choose an image",
  fileTooLarge: MESSAGES.fileTooLarge,
  feedback: {},
};

export interface PostComposerProps {
  community: Pick<Community, "_id" | "subCategories">;
  className?: string;
  strings?: Partial<PostComposerStrings>;
  headingLevel?: 2 | 3;
  /** Told when a post was submitted (it awaits review). */
  onSubmitted?: () => void;
}

/**
 * The create-post form of a community page: title, multi-line description, sub-category (when the
 * community has them), an optional image. Visitors are asked to log in; missing fields get 'Please
 * fill all the fields'; a submitted post says 'Post submitted for review' and the feedback dialog opens.
 */
export function PostComposer({ community, className, strings, headingLevel = 2, onSubmitted }: PostComposerProps) {
  const s = useStrings("postComposer", defaultPostComposerStrings, strings);
  const { user } = useSession();
  const toast = useToast();
  const create = useCreatePost();
  const headingId = useId();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [subCategory, setSubCategory] = useState<string>("");
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const needsSub = community.subCategories.length > 0;

  const attachment = useImageAttachment(s, () => {
    if (!user) toast.show(s.loginToPost, { tone: "error" });
    return Boolean(user);
  });

  return (
    <section className={cx(styles.composer, part("post-composer"), className)} aria-labelledby={headingId}>
      {createElement(`h${headingLevel}`, { id: headingId, className: styles.dialogTitle }, s.heading)}
      <Form
        className={forms.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!user) return toast.show(s.loginToPost, { tone: "error" });
          if (!title.trim() || !description.trim() || (needsSub && !subCategory)) return toast.show(s.fillAllFields, { tone: "error" });
          create.mutate(
            {
              title,
              description,
              communityId: community._id,
              selectedSubcategory: needsSub ? subCategory : "",
              ...(attachment.image ? { image: attachment.image } : {}),
            },
            {
              onSuccess: () => {
                toast.show(s.submitted, { tone: "success" });
                setTitle("");
                setDescription("");
                setSubCategory("");
                attachment.clear();
                setFeedbackOpen(true);
                onSubmitted?.();
              },
              onError: (error) => toast.show(error.message, { tone: "error" }),
            },
          );
        }}
      >
        <TextField value={title} onChange={setTitle} maxLength={COMMUNITY_POST_TITLE_MAX} className={forms.field}>
          <Label className={forms.label}>{s.title}</Label>
          <Input className={forms.input} />
        </TextField>
        <TextField value={description} onChange={setDescription} maxLength={COMMUNITY_POST_DESCRIPTION_MAX} className={forms.field}>
          <Label className={forms.label}>{s.description}</Label>
          <TextArea className={forms.textarea} />
        </TextField>
        {needsSub ? (
          <RadioGroup value={subCategory} onChange={setSubCategory} className={forms.field} orientation="horizontal">
            <Label className={forms.label}>{s.subCategory}</Label>
            <div className={styles.chips}>
              {community.subCategories.map((sub) => (
                <Radio key={sub._id} value={sub.name} className={styles.chip}>
                  {sub.name}
                </Radio>
              ))}
            </div>
          </RadioGroup>
        ) : null}
        <AttachedImagePreview attachment={attachment} strings={s} />
        <div className={styles.row}>
          <AttachImageButton attachment={attachment} strings={s} isDisabled={create.isPending} />
          <Button type="submit" className={forms.button} isDisabled={create.isPending || attachment.uploading}>
            {create.isPending ? s.submitting : s.submit}
          </Button>
        </div>
      </Form>
      <FeedbackDialog isOpen={feedbackOpen} onOpenChange={setFeedbackOpen} strings={s.feedback} />
    </section>
  );
}
