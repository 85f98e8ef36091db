import { ChatMessageText, LIMITS } from "@pnyx/contract";
import { useId, useState, type KeyboardEvent } from "react";
import type { ChatStrings } from "./strings";

/** What the message box needs: its texts, whether the room takes messages now, and how to send. */
export interface ChatComposerProps {
  strings: ChatStrings;
  /** False while the room is not joined (connecting, reconnecting): Send is disabled, typing is not. */
  connected: boolean;
  /** Sends; resolves true when the message went (the box empties), false when it was refused (the text stays). */
  send: (text: string) => Promise<boolean>;
}

/**
 * The message box: a labelled textarea and Send. Enter sends and Shift+Enter starts a new line; Send is
 * disabled while the text is empty or too long (the contract's rule) and while the room is not joined.
 */
export function ChatComposer({ strings, connected, send }: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const checked = ChatMessageText.safeParse(text);
  const ready = connected && !busy && checked.success && checked.data !== "";

  const submit = () => {
    if (!ready) return;
    setBusy(true);
    void send(text).then((sent) => {
      setBusy(false);
      if (sent) setText("");
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="pnyx-chat__composer"
      part="composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id}>{strings.composerLabel}</label>
      <div className="pnyx-chat__send">
        <textarea
          id={id}
          part="textarea"
          value={text}
          rows={2}
          maxLength={LIMITS.chatMessage}
          placeholder={strings.composerPlaceholder}
          aria-invalid={!checked.success}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="pnyx-button" part="button send" disabled={!ready}>
          {busy ? strings.sending : strings.send}
        </button>
      </div>
    </form>
  );
}
