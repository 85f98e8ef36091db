// Chat messages as the queue moderates them (pieces/piece.ts): nothing counts them, so hiding,
// showing and removing are one write each. A hidden or removed message leaves its room's live view
// (`messages-removed`, chat/removals.ts); one shown again after review comes back (`messages-restored`).
import { FIXED_COMMUNITIES } from "@pnyx/contract";
import { Types } from "mongoose";
import type { ServiceDeps } from "../../../services";
import type { ChatMessageDoc } from "../../chat/model";
import { messageOut } from "../../chat/messages";
import { announceRemoved, announceRestored } from "../../chat/removals";
import type { Piece, PieceKind } from "./piece";

const ROOM_NAMES = new Map<string, string>(FIXED_COMMUNITIES.map((c) => [c.id, c.name]));

export function createChatPieces(deps: Pick<ServiceDeps, "models" | "live" | "pictures">): PieceKind {
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
      const doc = await ChatMessage.findById(piece.targetId).lean<ChatMessageDoc>();
      if (!doc) return;
      // Only what it is now is told: hidden again or shown again meanwhile, the later call tells that.
      if (hidden && doc.hidden === true) announceRemoved(deps.live, doc.topicId, [piece.targetId], doc.userId);
      if (!hidden && doc.hidden !== true) {
        const avatar = (await deps.pictures.of([doc.username])).get(doc.username)?.url ?? null;
        announceRestored(deps.live, doc.topicId, [messageOut(doc, avatar)]);
      }
    },
    async remove(_admin, piece) {
      const doc = await ChatMessage.findOneAndDelete({ _id: piece.targetId }, { projection: { topicId: 1 } }).lean();
      if (!doc) return false;
      announceRemoved(deps.live, doc.topicId, [piece.targetId]);
      return true;
    },
  };
}
