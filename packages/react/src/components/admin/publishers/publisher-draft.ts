import { CreatePublisherRequest } from "@pnyx/contract";

// What the add and edit forms hold, and how it becomes a request: the contract's own rules decide
// what is wrong, so the form and the server never disagree.

/** The fields as typed: origins one per line, the key set's address possibly empty. */
export interface PublisherDraft {
  name: string;
  origins: string;
  jwksUrl: string;
}

export type PublisherDraftErrors = Partial<Record<keyof PublisherDraft, string>>;

export const emptyDraft: PublisherDraft = { name: "", origins: "", jwksUrl: "" };

/** The origins' lines, trimmed, blank lines dropped. */
export const originLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The draft as a request (`jwksUrl` left out when empty), or the first message per field. A bad origin's
 * message names its line (`line`), since the field holds many.
 */
export function checkDraft(
  draft: PublisherDraft,
  line: (n: number) => string,
): { ok: true; input: { name: string; origins: string[]; jwksUrl?: string } } | { ok: false; errors: PublisherDraftErrors } {
  const jwksUrl = draft.jwksUrl.trim();
  const input = { name: draft.name, origins: originLines(draft.origins), ...(jwksUrl ? { jwksUrl } : {}) };
  const result = CreatePublisherRequest.safeParse(input);
  if (result.success) return { ok: true, input };
  const errors: PublisherDraftErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PublisherDraft;
    const index = issue.path[1];
    errors[field] ??= field === "origins" && typeof index === "number" ? `${line(index + 1)}: ${issue.message}` : issue.message;
  }
  return { ok: false, errors };
}
