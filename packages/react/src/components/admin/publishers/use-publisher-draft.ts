import { useState } from "react";
import type { PublisherDraft, PublisherDraftErrors } from "./publisher-draft";

/**
 * A publisher form's draft and its field errors, for the add form and the edit dialog alike: typing
 * in a field clears that field's error.
 */
export function usePublisherDraft(initial: PublisherDraft) {
  const [draft, setDraft] = useState<PublisherDraft>(initial);
  const [errors, setErrors] = useState<PublisherDraftErrors>({});
  return {
    draft,
    errors,
    setDraft,
    setErrors,
    change(field: keyof PublisherDraft, value: string) {
      setDraft((d) => ({ ...d, [field]: value }));
      setErrors(({ [field]: _cleared, ...rest }) => rest);
    },
  };
}
