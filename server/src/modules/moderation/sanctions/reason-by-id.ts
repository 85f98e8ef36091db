import type { DecisionReason } from "@pnyx/contract";

/**
 * The site's reasons before it keeps a list of its own: what a sanction names (`reasonId`) and its
 * notice quotes. The queue's stored list (GET/PUT /api/admin/moderation/reasons) takes their place
 * when it is served: `reasonById` is the one place that resolves an id.
 */
export const DEFAULT_REASONS: readonly DecisionReason[] = [
  { id: "spam", label: "Spam", rule: "No advertising, scams or repeated posting of the same thing." },
  { id: "abuse", label: "Abuse", rule: "No insults, threats, harassment or hate against people or groups." },
  { id: "off-topic", label: "Off-topic", rule: "Stay on the subject of the article, post or room." },
  { id: "illegal", label: "Illegal content", rule: "Nothing that breaks the law where it is read." },
  { id: "other", label: "Other", rule: "The moderator's note says which rule of this site it breaks." },
];

/** The reason with this id (its label and rule), or null when the site has none such. */
export async function reasonById(id: string): Promise<DecisionReason | null> {
  return DEFAULT_REASONS.find((reason) => reason.id === id) ?? null;
}
