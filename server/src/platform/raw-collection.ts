import type { Collection, Model } from "mongoose";

/**
 * The driver collection under `model`, typed by the model's documents: filters, updates and results
 * are checked against `Doc` (a string `_id` included), where `model.collection` knows only `Document`
 * and a string `_id` had to be cast. It is the very collection the model writes through: a
 * connection keeps one per name. For the writes that skip mongoose (batched `$inc`s, upserts by a
 * computed `_id`, migrations).
 */
export function rawCollection<Doc extends object>(model: Model<Doc>): Collection<Doc> {
  return model.db.collection<Doc>(model.collection.collectionName);
}
