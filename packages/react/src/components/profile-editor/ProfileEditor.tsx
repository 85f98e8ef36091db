import { LIMITS, MESSAGES, type Session } from "@pnyx/contract";
import { useEffect, useId, useRef, useState } from "react";
import { Button, FileTrigger, Form, Input, Label, Text, TextArea, TextField } from "react-aria-components";
import { useUpdateProfile } from "../../hooks/users";
import { useSession } from "../../hooks/session";
import { Avatar } from "../avatar/Avatar";
import { FormActions } from "../internal/forms/FormActions";
import { takePickedFile } from "../internal/forms/picked-file";
import { useToast } from "../toasts/ToastProvider";
import * as forms from "../internal/forms/forms.css";
import * as styles from "./ProfileEditor.css";
import { cx } from "../../helpers/format";
import { useStrings } from "../../strings-context";
import { part } from "../../helpers/part";

export interface ProfileEditorStrings {
  username: string;
  email: string;
  description: string;
  picture: string;
  currentPicture: string;
  noPicture: string;
  preview: string;
  chooseImage: string;
  removeImage: string;
  imageHint: string;
  fileTooLarge: string;
  notAnImage: string;
  save: string;
  saving: string;
  saved: string;
  loggedOut: string;
}

export const defaultProfileEditorStrings: ProfileEditorStrings = {
  username: "Username",
  email: "Email",
  description: "Description",
  picture: "Profile picture",
  currentPicture: "Your profile picture",
  noPicture: "No profile picture yet",
  preview: "New profile picture preview",
  chooseImage: "Choose image",
  removeImage: "Remove",
  imageHint: "An image of up to 10 MB.",
  fileTooLarge: MESSAGES.fileTooLarge,
  notAnImage: "Please choose an image file",
  save: "Save",
  saving: "Saving…",
  saved: "Profile updated",
  loggedOut: MESSAGES.loginToAct,
};

export interface ProfileEditorProps {
  className?: string;
  strings?: Partial<ProfileEditorStrings>;
  /** Called with the new session after saving (e.g. to go to /profile). */
  onSaved?: (session: Session) => void;
}

/** /updateProfile: description and picture; username and email are shown read-only. */
export function ProfileEditor({ className, strings, onSaved }: ProfileEditorProps) {
  const s = useStrings("profileEditor", defaultProfileEditorStrings, strings);
  const { user } = useSession();
  if (!user) return <p className={cx(forms.hint, part("profile-editor"), className)}>{s.loggedOut}</p>;
  return <ProfileEditorForm key={user.username} user={user} s={s} className={className} onSaved={onSaved} />;
}

function ProfileEditorForm({
  user,
  s,
  className,
  onSaved,
}: {
  user: Session;
  s: ProfileEditorStrings;
  className: string | undefined;
  onSaved: ((session: Session) => void) | undefined;
}) {
  const [description, setDescription] = useState(user.description);
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A refused picture is said at the picture field (on phones the form's end is off-screen).
  const [pictureError, setPictureError] = useState<string | null>(null);
  const pictureErrorId = useId();
  const preview = useObjectUrl(image);
  const update = useUpdateProfile();
  const toast = useToast();
  const pictureLabel = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = (files: FileList | null) => {
    const file = takePickedFile(files, fileInput.current);
    if (!file) return;
    if (!file.type.startsWith("image/")) return setPictureError(s.notAnImage);
    if (file.size > LIMITS.imageBytes) return setPictureError(s.fileTooLarge);
    setPictureError(null);
    setImage(file);
  };

  return (
    <Form
      className={cx(forms.form, part("profile-editor"), className)}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        update.mutate(
          { description, ...(image ? { image } : {}) },
          {
            onSuccess: (session) => {
              setImage(null);
              toast.show(s.saved, { tone: "success" });
              onSaved?.(session);
            },
            onError: (failure) => setError(failure.message),
          },
        );
      }}
    >
      <div role="group" aria-labelledby={pictureLabel} className={styles.picture}>
        <Avatar
          size="lg"
          name={user.username}
          src={preview ?? user.profilePicture?.url}
          alt={preview ? s.preview : user.profilePicture ? s.currentPicture : s.noPicture}
        />
        <div className={styles.pictureControls}>
          <span id={pictureLabel} className={forms.label}>
            {s.picture}
          </span>
          <div className={forms.actions}>
            <FileTrigger ref={fileInput} acceptedFileTypes={["image/*"]} allowsMultiple={false} onSelect={choose}>
              <Button className={forms.secondaryButton} aria-describedby={pictureError ? pictureErrorId : undefined}>
                {s.chooseImage}
              </Button>
            </FileTrigger>
            {image ? (
              <Button className={forms.secondaryButton} onPress={() => setImage(null)}>
                {s.removeImage}
              </Button>
            ) : null}
          </div>
          {pictureError ? (
            <p id={pictureErrorId} role="alert" className={forms.fieldError}>
              {pictureError}
            </p>
          ) : (
            <p className={styles.fileName}>{image ? image.name : s.imageHint}</p>
          )}
        </div>
      </div>
      <div className={styles.readOnlyRow}>
        <TextField isReadOnly name="username" value={user.username} className={forms.field}>
          <Label className={forms.label}>{s.username}</Label>
          <Input className={forms.inputReadOnly} />
        </TextField>
        <TextField isReadOnly type="email" name="email" value={user.email} className={forms.field}>
          <Label className={forms.label}>{s.email}</Label>
          <Input className={forms.inputReadOnly} />
        </TextField>
      </div>
      <TextField name="description" value={description} onChange={setDescription} maxLength={500} className={forms.field}>
        <Label className={forms.label}>{s.description}</Label>
        <TextArea className={forms.textarea} />
        <Text slot="description" className={forms.hint}>
          {`${description.length} / 500`}
        </Text>
      </TextField>
      <FormActions label={s.save} pendingLabel={s.saving} isPending={update.isPending} error={error} />
    </Form>
  );
}

/** An object URL for a picked file, revoked when the file changes or the editor goes away. */
function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
