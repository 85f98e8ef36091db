// The site's reasons for decisions and sanctions (issue 47): a short label and the rule the author
// reads in their notice. Kept as one document, made with the defaults the first time it is read.
import { ERROR_CODES, type DecisionReason } from "@pnyx/contract";
import type { Models } from "../../models";
import { HttpError } from "../../platform/errors";

export const DEFAULT_REASONS: readonly DecisionReason[] = [
  { id: "spam", label: "Spam", rule: "No advertising, link farming, or the same message posted again and again." },
  { id: "abuse", label: "Abuse", rule: "No insults, threats, harassment or hate against a person or a group." },
  { id: "off-topic", label: "Off-topic", rule: "Stay on the subject of the article, the post or the room." },
  {
    id: "illegal",
    label: "Illegal content",
    rule: "Nothing that breaks the law, such as defamation, incitement or content shared without its owner's rights.",
  },
  { id: "other", label: "Other", rule: "Follow this site's rules; the moderator's note says which one." },
];

const SITE = "site";

export function createReasons(models: Pick<Models, "ModerationReasons">) {
  const { ModerationReasons } = models;
  const list = async (): Promise<DecisionReason[]> => {
    const doc = await ModerationReasons.findOneAndUpdate(
      { _id: SITE },
      { $setOnInsert: { reasons: [...DEFAULT_REASONS] } },
      { upsert: true, returnDocument: "after" },
    ).lean();
    return (doc?.reasons ?? [...DEFAULT_REASONS]).map(({ id, label, rule }) => ({ id, label, rule }));
  };
  return {
    /** The site's reasons (the defaults until an administrator changes them). */
    list,
    /** Replaces the list (ids unique: the contract checks it). */
    async set(reasons: DecisionReason[]): Promise<DecisionReason[]> {
      await ModerationReasons.updateOne({ _id: SITE }, { $set: { reasons } }, { upsert: true });
      return reasons;
    },
    /** The reason of this id, or a 422 naming the field when the site has none such. */
    async require(id: string): Promise<DecisionReason> {
      const found = (await list()).find((r) => r.id === id);
      if (!found) throw new HttpError(422, ERROR_CODES.invalidInput, "Invalid reasonId: choose one of the site's reasons");
      return found;
    },
  };
}
export type Reasons = ReturnType<typeof createReasons>;
