// The reporter's dialog in the embed (issue 47), as @pnyx/react's ReportDialog asks it: a reason
// (spam, abuse, off-topic, illegal content with the law or rule it breaks, something else in a few
// words); nothing is sent without one. Plain accessible HTML (the embed has no react-aria): a modal
// <dialog> (focus moves in, Escape closes, the page behind is inert), its reasons a fieldset of
// radios, every field labelled and its problem said beside it; focus goes back to what opened it.
import { LEGAL_GROUND_MAX, REPORT_TEXT_MAX, type ReportDetails, type ReportReason } from "@pnyx/contract";
import { useEffect, useId, useRef, useState } from "react";
import type { ReportStrings } from "./strings";

/** Each reason and the key of its text. */
const REASONS = [
  ["spam", "reasonSpam"],
  ["abuse", "reasonAbuse"],
  ["offTopic", "reasonOffTopic"],
  ["illegal", "reasonIllegal"],
  ["other", "reasonOther"],
] as const satisfies ReadonlyArray<readonly [ReportReason, keyof ReportStrings]>;

export interface ReportDialogProps {
  strings: ReportStrings;
  /** Sends the reporter's choice; rejects with the refusal to show. */
  send: (details: ReportDetails) => Promise<void>;
  /** Called once the report is sent, or the reporter cancelled (Cancel, Escape). */
  onClose: () => void;
}

/** What is wrong, and with which field ("send": the server's refusal). */
interface Problem {
  field: "reason" | "legalGround" | "words" | "send";
  text: string;
}

/** Open while it is rendered. */
export function ReportDialog({ strings, send, onClose }: ReportDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [legalGround, setLegalGround] = useState("");
  const [words, setWords] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    // Inside a shadow root the document's active element is the host: ask the root.
    const opener = (box.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
    box.showModal();
    return () => opener?.focus();
  }, []);

  /** The field's `aria-invalid` and `aria-describedby` while its problem shows. */
  const invalid = (field: Problem["field"]) => (problem?.field === field ? { "aria-invalid": true, "aria-describedby": `${id}-problem` } : {});
  const said = (field: Problem["field"]) =>
    problem?.field === field ? (
      <p id={`${id}-problem`} className="pnyx-error" role="alert">
        {problem.text}
      </p>
    ) : null;

  return (
    <dialog ref={dialog} className="pnyx-dialog" part="dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form
        className="pnyx-report"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const missing: Problem | null = !reason
            ? { field: "reason", text: strings.reportChooseReason }
            : reason === "illegal" && !legalGround.trim()
              ? { field: "legalGround", text: strings.reportNeedsLegalGround }
              : reason === "other" && !words.trim()
                ? { field: "words", text: strings.reportNeedsWords }
                : null;
          setProblem(missing);
          if (missing || !reason) return;
          setBusy(true);
          send({
            reason,
            ...(reason === "illegal" ? { legalGround: legalGround.trim() } : {}),
            ...(reason === "other" ? { text: words.trim() } : {}),
          }).then(onClose, (error: unknown) => {
            setProblem({ field: "send", text: error instanceof Error ? error.message : String(error) });
            setBusy(false);
          });
        }}
      >
        <h2 id={`${id}-title`} className="pnyx-heading">
          {strings.reportTitle}
        </h2>
        <fieldset className="pnyx-reasons" {...invalid("reason")}>
          <legend>{strings.reportReason}</legend>
          {REASONS.map(([value, text]) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setProblem(null);
                }}
              />{" "}
              {strings[text]}
            </label>
          ))}
        </fieldset>
        {said("reason")}
        {reason === "illegal" ? (
          <>
            <label htmlFor={`${id}-ground`}>{strings.reportLegalGround}</label>
            <input
              id={`${id}-ground`}
              value={legalGround}
              maxLength={LEGAL_GROUND_MAX}
              onInput={(event) => setLegalGround(event.currentTarget.value)}
              {...invalid("legalGround")}
            />
            {said("legalGround")}
          </>
        ) : null}
        {reason === "other" ? (
          <>
            <label htmlFor={`${id}-words`}>{strings.reportWords}</label>
            <textarea
              id={`${id}-words`}
              value={words}
              rows={3}
              maxLength={REPORT_TEXT_MAX}
              onInput={(event) => setWords(event.currentTarget.value)}
              {...invalid("words")}
            />
            {said("words")}
          </>
        ) : null}
        {said("send")}
        <div className="pnyx-row">
          <button type="submit" className="pnyx-button" part="button" disabled={busy}>
            {busy ? strings.reportSending : strings.reportSend}
          </button>
          <button type="button" className="pnyx-quiet" part="button" onClick={onClose}>
            {strings.reportCancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
