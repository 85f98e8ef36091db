// Chat messages as the queue moderates them (pieces/piece.ts): nothing counts them, so hiding,
// showing and removing are one write each. A hidden or removed message leaves its room's live view
// (`messages-removed`, chat/removals.ts); one shown again after review comes back at viewers' next join.
import { FIXED_COMMUNITIES } from "@pnyx/contract";
import { Types } from "mongoose";
import type { ServiceDeps } from "../../../services";
import type { ChatMessageDoc } from "../../chat/model";
import { announceRemoved } from "../../chat/removals";
import type { Piece, PieceKind } from "./piece";

const ROOM_NAMES = new Map<string, string>(FIXED_COMMUNITIES.map((c) => [c.id, c.name]));

export function createChatPieces(deps: Pick<ServiceDeps, "models" | "live">): PieceKind {
  const { ChatMessage } = deps.models;
  return {
    async load(ids) {
      const docs = await ChatMessage.find({ _id: { $in: ids.filter((id) => Types.ObjectId.isValid(id)) } }).lean<ChatMessageDoc[]>();
      return new Map(
        docs.map((doc): [string, Piece] => [
          doc._id.toString(),
          {
            targetType: "chatMessage",
            targetId: doc._id.toString(),
            author: doc.username,
            text: [doc.message, doc.attachment ? `[${doc.attachment.name}]` : ""].filter(Boolean).join(" "),
            hidden: doc.hidden === true,
            // Chat messages are never held (a word to hold refuses them).
            held: false,
            readable: true,
            // A room is one of the communities: its context is that community.
            context: { postId: null, postTitle: ROOM_NAMES.get(doc.topicId) ?? null, communityId: doc.topicId, publisherId: null },
            countKeys: [],
          },
        ]),
      );
    },
    async flip(piece, hide) {
      const changed = await ChatMessage.updateOne(
        hide ? { _id: piece.targetId, hidden: { $ne: true } } : { _id: piece.targetId, hidden: true },
        hide ? { $set: { hidden: true } } : { $unset: { hidden: "" } },
      );
      return changed.modifiedCount > 0;
    },
    async announce(piece, hidden) {
      if (!hidden) return;
      const doc = await ChatMessage.findById(piece.targetId, { topicId: 1, userId: 1, hidden: 1 }).lean();
      // Shown again meanwhile (a decision came first): nothing to take out.
      if (doc?.hidden === true) announceRemoved(deps.live, doc.topicId, [piece.targetId], doc.userId);
    },
    async remove(_admin, piece) {
      const doc = await ChatMessage.findOneAndDelete({ _id: piece.targetId }, { projection: { topicId: 1 } }).lean();
      if (!doc) return false;
      announceRemoved(deps.live, doc.topicId, [piece.targetId]);
      return true;
    },
  };
}
