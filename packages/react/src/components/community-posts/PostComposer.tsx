import { COMMUNITY_POST_DESCRIPTION_MAX, COMMUNITY_POST_TITLE_MAX, LIMITS, MESSAGES, type Community } from "@pnyx/contract";
import { createElement, useId, useRef, useState } from "react";
import { Button, FileTrigger, Form, Label, Radio, RadioGroup, TextArea, TextField, Input } from "react-aria-components";
import { useCreatePost } from "../../hooks/community-posts";
import { useSession } from "../../hooks/session";
import { useUpload } from "../../hooks/uploads";
import { useStrings } from "../../strings-context";
import * as forms from "../forms/forms.css";
import { takePickedFile } from "../forms/picked-file";
import { cx } from "../shared/format";
import { part } from "../shared/part";
import { useToast } from "../toasts/ToastProvider";
import { FeedbackDialog, type FeedbackDialogStrings } from "./FeedbackDialog";
import * as styles from "./community-posts.css";

export interface PostComposerStrings {
  heading: string;
  title: string;
  description: string;
  subCategory: string;
  attach: string;
  attaching: string;
  removeImage: string;
  preview: string;
  submit: string;
  submitting: string;
  loginToPost: string;
  fillAllFields: string;
  submitted: string;
  attached: string;
  removed: string;
  notAnImage: string;
  fileTooLarge: string;
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
  const upload = useUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [subCategory, setSubCategory] = useState<string>("");
  const [image, setImage] = useState<string | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const needsSub = community.subCategories.length > 0;

  const attach = (files: FileList | null) => {
    const file = takePickedFile(files, fileInput.current);
    if (!file) return;
    if (!user) return toast.show(s.loginToPost, { tone: "error" });
    if (!file.type.startsWith("image/")) return toast.show(s.notAnImage, { tone: "error" });
    if (file.size > LIMITS.imageBytes) return toast.show(s.fileTooLarge, { tone: "error" });
    upload.mutate(
      { file },
      {
        onSuccess: ({ url }) => {
          setImage(url);
          toast.show(s.attached, { tone: "success" });
        },
        onError: (error) => toast.show(error.message, { tone: "error" }),
      },
    );
  };

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
            { title, description, communityId: community._id, selectedSubcategory: needsSub ? subCategory : "", ...(image ? { image } : {}) },
            {
              onSuccess: () => {
                toast.show(s.submitted, { tone: "success" });
                setTitle("");
                setDescription("");
                setSubCategory("");
                setImage(null);
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
        {image ? (
          <div className={styles.attachment}>
            <img src={image} alt={s.preview} className={styles.attachmentImage} />
            <Button
              className={forms.secondaryButton}
              onPress={() => {
                setImage(null);
                toast.show(s.removed);
              }}
            >
              {s.removeImage}
            </Button>
          </div>
        ) : null}
        <div className={styles.row}>
          <FileTrigger ref={fileInput} acceptedFileTypes={["image/*"]} allowsMultiple={false} onSelect={attach}>
            <Button className={forms.secondaryButton} isDisabled={upload.isPending || create.isPending}>
              {upload.isPending ? s.attaching : s.attach}
            </Button>
          </FileTrigger>
          <Button type="submit" className={forms.button} isDisabled={create.isPending || upload.isPending}>
            {create.isPending ? s.submitting : s.submit}
          </Button>
        </div>
      </Form>
      <FeedbackDialog isOpen={feedbackOpen} onOpenChange={setFeedbackOpen} strings={s.feedback} />
    </section>
  );
}
