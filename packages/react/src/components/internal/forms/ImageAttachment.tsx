import { LIMITS } from "@pnyx/contract";
import { useRef, useState } from "react";
import { Button, FileTrigger } from "react-aria-components";
import { useUpload } from "../../../hooks/uploads";
import { useToast } from "../../toasts/ToastProvider";
import * as forms from "./forms.css";
import { takePickedFile } from "./picked-file";

/** The texts of an image attached to an opinion or post. */
export interface ImageAttachmentStrings {
  attach: string;
  attaching: string;
  attached: string;
  removeImage: string;
  removed: string;
  preview: string;
  fileTooLarge: string;
  notAnImage: string;
}

/**
 * An image attached through the uploads endpoint, for the opinion box and the post form: checks the
 * file is an image of at most 10 MB, uploads it ('Image Attached'), and takes it off ('Image removed').
 * `mayAttach` runs first (e.g. a login prompt) and stops the upload when it answers false.
 */
export function useImageAttachment(s: ImageAttachmentStrings, mayAttach: () => boolean = () => true) {
  const toast = useToast();
  const upload = useUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<string | null>(null);
  return {
    image,
    uploading: upload.isPending,
    fileInput,
    /** Forgets the image quietly (after the opinion or post was sent). */
    clear: () => setImage(null),
    remove: () => {
      setImage(null);
      toast.show(s.removed);
    },
    attach: (files: FileList | null) => {
      const file = takePickedFile(files, fileInput.current);
      if (!file || !mayAttach()) return;
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
    },
  };
}
export type ImageAttachment = ReturnType<typeof useImageAttachment>;

/** The attached image's preview with its Remove button; nothing when none is attached. */
export function AttachedImagePreview({ attachment, strings: s }: { attachment: ImageAttachment; strings: ImageAttachmentStrings }) {
  if (!attachment.image) return null;
  return (
    <div className={forms.attachment}>
      <img src={attachment.image} alt={s.preview} className={forms.attachmentImage} />
      <Button className={forms.secondaryButton} onPress={attachment.remove}>
        {s.removeImage}
      </Button>
    </div>
  );
}

/** 'Attach image' (one local image file); 'Attaching…' while it uploads. */
export function AttachImageButton({
  attachment,
  strings: s,
  isDisabled,
}: {
  attachment: ImageAttachment;
  strings: ImageAttachmentStrings;
  isDisabled?: boolean;
}) {
  return (
    <FileTrigger ref={attachment.fileInput} acceptedFileTypes={["image/*"]} allowsMultiple={false} onSelect={attachment.attach}>
      <Button className={forms.secondaryButton} isDisabled={attachment.uploading || isDisabled}>
        {attachment.uploading ? s.attaching : s.attach}
      </Button>
    </FileTrigger>
  );
}
