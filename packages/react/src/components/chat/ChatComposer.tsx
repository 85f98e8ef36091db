import { CHAT_FONT_SIZES, ChatMessageText, LIMITS, chatSuggestionsFor } from "@pnyx/contract";
import type { ChatAttachmentRef } from "@pnyx/sdk";
import { useRef, useState, type KeyboardEvent } from "react";
import { Button, FileTrigger, Label, TextArea, TextField } from "react-aria-components";
import { useUpload } from "../../hooks/uploads";
import { useStrings } from "../../strings-context";
import * as forms from "../internal/forms/forms.css";
import { takePickedFile } from "../internal/forms/picked-file";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import * as shared from "../internal/shared.css";
import { useToast } from "../toasts/ToastProvider";
import { matchChatSuggestions } from "./chat-suggestions";
import * as styles from "./chat.css";

export interface ChatComposerStrings {
  label: string;
  placeholder: string;
  send: string;
  sending: string;
  counter: (length: number, max: number) => string;
  suggestions: string;
  attach: string;
  attaching: string;
  attached: (name: string) => string;
  removeAttachment: string;
  fileTooLarge: string;
  unsupportedFile: string;
  createPoll: string;
  fontSize: (px: number) => string;
  smallerText: string;
  largerText: string;
}

export const defaultChatComposerStrings: ChatComposerStrings = {
  label: "Message",
  placeholder: "Type a message… (Enter sends, Shift+Enter for a new line)",
  send: "Send",
  sending: "Sending…",
  counter: (length, max) => `${length}/${max}`,
  suggestions: "Suggestions",
  attach: "Attach file",
  attaching: "Attaching…",
  attached: (name) => `Attached: ${name}`,
  removeAttachment: "Remove attachment",
  fileTooLarge: "File size exceeds 10 MB",
  unsupportedFile: "Attach an image, video, audio, PDF, Word or text file",
  createPoll: "Create poll",
  fontSize: (px) => `Text size ${px} px`,
  smallerText: "Smaller text",
  largerText: "Larger text",
};

/** What a chat message may carry (product §5): images, video, audio, PDF, Word and plain text. */
export const CHAT_ATTACHMENT_TYPES = [
  "image/*",
  "video/*",
  "audio/*",
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "text/plain",
  ".pdf",
  ".doc",
  ".docx",
  ".txt",
];
const acceptable = (file: File) =>
  /^(image|video|audio)\//.test(file.type) || CHAT_ATTACHMENT_TYPES.includes(file.type) || /\.(pdf|docx?|txt)$/i.test(file.name);

export interface ChatComposerProps {
  /** The room, whose conversation starters are suggested first. */
  topicId: string;
  /** Sends; the text clears when it resolves and stays (with a toast) when it rejects. */
  onSend: (text: string, attachment: ChatAttachmentRef | null) => Promise<unknown>;
  /** While the room is not connected. */
  isDisabled?: boolean;
  /** Shows Create poll, which calls it. */
  onCreatePoll?: () => void;
  /** The text size of messages (px), and its change: the font-size tool shows when both are given. */
  fontSize?: number;
  onFontSizeChange?: (px: number) => void;
  className?: string;
  strings?: Partial<ChatComposerStrings>;
}

/**
 * The message box: Enter sends and Shift+Enter starts a new line; Send is disabled while empty, over
 * 500 characters or disconnected; up to 5 suggestions (the room's starters, then generic ones) fill
 * the box; a file is uploaded first and sent with the message.
 */
export function ChatComposer({ topicId, onSend, isDisabled, onCreatePoll, fontSize, onFontSizeChange, className, strings }: ChatComposerProps) {
  const s = useStrings("chatComposer", defaultChatComposerStrings, strings);
  const toast = useToast();
  const upload = useUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [attachment, setAttachment] = useState<ChatAttachmentRef | null>(null);
  const [sending, setSending] = useState(false);
  // The contract's message rule (the SDK and the server apply the same one).
  const checked = ChatMessageText.safeParse(text);
  const length = text.trim().length;
  const over = !checked.success;
  const canSend = !isDisabled && !sending && checked.success && (checked.data !== "" || attachment !== null);
  const suggestions = matchChatSuggestions(text, chatSuggestionsFor(topicId));

  const send = () => {
    if (!canSend) return;
    setSending(true);
    onSend(text, attachment).then(
      () => {
        setSending(false);
        setText("");
        setAttachment(null);
      },
      (error: unknown) => {
        setSending(false);
        toast.show(error instanceof Error ? error.message : String(error), { tone: "error" });
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const attach = (files: FileList | null) => {
    const file = takePickedFile(files, fileInput.current);
    if (!file) return;
    if (!acceptable(file)) return toast.show(s.unsupportedFile, { tone: "error" });
    if (file.size > LIMITS.imageBytes) return toast.show(s.fileTooLarge, { tone: "error" });
    upload.mutate(
      { file },
      {
        onSuccess: ({ url }) => setAttachment({ url, name: file.name }),
        onError: (error) => toast.show(error.message, { tone: "error" }),
      },
    );
  };

  const sizeIndex = fontSize === undefined ? -1 : CHAT_FONT_SIZES.indexOf(fontSize as (typeof CHAT_FONT_SIZES)[number]);
  return (
    <div className={cx(styles.composer, part("chat-composer"), className)}>
      {suggestions.length > 0 ? (
        <ul className={cx(styles.suggestions, part("chat-composer", "suggestions"))} aria-label={s.suggestions}>
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <Button className={styles.suggestion} onPress={() => setText(suggestion)}>
                {suggestion}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.inputRow}>
        <TextField value={text} onChange={setText} className={cx(forms.field, styles.inputField)} isInvalid={over}>
          <Label className={shared.visuallyHidden}>{s.label}</Label>
          <TextArea
            className={cx(forms.input, styles.composerInput)}
            placeholder={s.placeholder}
            onKeyDown={onKeyDown}
            rows={2}
            style={fontSize ? { fontSize } : undefined}
          />
        </TextField>
        <Button className={cx(forms.button, part("chat-composer", "send"))} isDisabled={!canSend} onPress={send}>
          {sending ? s.sending : s.send}
        </Button>
      </div>
      {attachment ? (
        <p className={cx(styles.pendingFile, part("chat-composer", "attachment"))}>
          <span>{s.attached(attachment.name)}</span>
          <Button className={shared.dangerButton} onPress={() => setAttachment(null)}>
            {s.removeAttachment}
          </Button>
        </p>
      ) : null}
      <div className={styles.composerRow}>
        <div className={forms.actions}>
          <FileTrigger ref={fileInput} acceptedFileTypes={CHAT_ATTACHMENT_TYPES} onSelect={attach}>
            <Button className={forms.secondaryButton} isDisabled={isDisabled || upload.isPending}>
              {upload.isPending ? s.attaching : s.attach}
            </Button>
          </FileTrigger>
          {onCreatePoll ? (
            <Button className={forms.secondaryButton} onPress={onCreatePoll} isDisabled={isDisabled}>
              {s.createPoll}
            </Button>
          ) : null}
          {fontSize !== undefined && onFontSizeChange ? (
            <span className={forms.actions} role="group" aria-label={s.fontSize(fontSize)}>
              <Button
                className={shared.quietButton}
                aria-label={s.smallerText}
                isDisabled={sizeIndex <= 0}
                onPress={() => onFontSizeChange(CHAT_FONT_SIZES[sizeIndex - 1]!)}
              >
                <TextSizeIcon larger={false} />
              </Button>
              <Button
                className={shared.quietButton}
                aria-label={s.largerText}
                isDisabled={sizeIndex < 0 || sizeIndex >= CHAT_FONT_SIZES.length - 1}
                onPress={() => onFontSizeChange(CHAT_FONT_SIZES[sizeIndex + 1]!)}
              >
                <TextSizeIcon larger />
              </Button>
            </span>
          ) : null}
        </div>
        <span className={styles.counter} data-over={over ? "" : undefined}>
          {s.counter(length, LIMITS.chatMessage)}
        </span>
      </div>
    </div>
  );
}

/** "A−" / "A+" drawn, not written: the buttons are named by their labels, and visible text would have to match them. */
function TextSizeIcon({ larger }: { larger: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M2 20 8 4l6 16M4.6 14h6.8" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
      <path d={larger ? "M16 9h7M19.5 5.5v7" : "M16 9h7"} stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}
