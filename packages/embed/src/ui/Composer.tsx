import { OPINION_MAX_LENGTH } from "@pnyx/contract";
import { useId, useState } from "react";
import type { OpinionsStrings } from "./strings";

/** The box to write an opinion; `post` rejects with the message to show. */
export function Composer({ strings, post }: { strings: OpinionsStrings; post: (text: string) => Promise<void> }) {
  const id = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="pnyx-composer"
      part="composer"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim() || busy) return;
        setBusy(true);
        setError(null);
        post(text.trim())
          .then(() => setText(""))
          .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)))
          .finally(() => setBusy(false));
      }}
    >
      <label htmlFor={id}>{strings.composerLabel}</label>
      <textarea
        id={id}
        part="textarea"
        value={text}
        placeholder={strings.composerPlaceholder}
        rows={3}
        maxLength={OPINION_MAX_LENGTH}
        onInput={(event) => setText(event.currentTarget.value)}
      />
      {error ? (
        <p className="pnyx-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="pnyx-button" part="button" disabled={busy || !text.trim()}>
        {busy ? strings.posting : strings.post}
      </button>
    </form>
  );
}
