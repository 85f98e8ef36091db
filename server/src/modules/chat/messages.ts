import { CHAT_CATCH_UP_LIMIT, CHAT_MESSAGES, CHAT_PAGE_SIZE, type ChatAttachment, type ChatMessage } from "@pnyx/contract";
import { Types } from "mongoose";
import type { MemberCaller } from "../../platform/auth";
import { RATE_RULES } from "../../platform/rate-limit";
import { UPLOADS_PATH } from "../../platform/uploads";
import type { ServiceDeps } from "../../services";
import type { ChatAttachmentDoc, ChatMessageDoc } from "./model";
import { SocketRefusal } from "../../platform/socket-gate";
import { requireRoom } from "./rooms";

export interface ChatMember {
  userId: string;
  username: string;
  avatar: string | null;
}

const kindOf = (mimetype: string): ChatAttachment["kind"] =>
  mimetype.startsWith("image/") ? "image" : mimetype.startsWith("video/") ? "video" : mimetype.startsWith("audio/") ? "audio" : "file";

const attachmentOf = (doc: ChatAttachmentDoc | null): ChatAttachment | null => (doc ? { ...doc, kind: kindOf(doc.mimetype) } : null);

/** A stored message as clients see it; avatars are the members' current pictures. */
export const messageOut = (doc: ChatMessageDoc, avatar: string | null): ChatMessage => ({
  id: doc._id.toString(),
  topicId: doc.topicId,
  type: "user",
  username: doc.username,
  avatar,
  message: doc.message,
  attachment: attachmentOf(doc.attachment),
  timestamp: doc.createdAt.toISOString(),
  // Only its sender is answered a hidden message (every other read leaves it out).
  ...(doc.hidden === true ? { awaitingReview: true as const } : {}),
});

/** The messages `viewer` may read: none hidden awaiting a moderator's decision but their own. */
const shownTo = (viewer: string | null) => (viewer ? { $or: [{ hidden: { $ne: true } }, { username: viewer }] } : { hidden: { $ne: true } });

/** A system line (a join or a leave): sent to the room, not stored; its id sorts among the messages'. */
export const systemLine = (topicId: string, member: ChatMember, text: string, at: Date): ChatMessage => ({
  id: new Types.ObjectId(Types.ObjectId.generate(Math.floor(at.getTime() / 1000))).toString(),
  topicId,
  type: "system",
  username: member.username,
  avatar: member.avatar,
  message: text,
  attachment: null,
  timestamp: at.toISOString(),
});

/** What a join answers with: the latest page, or what came after the client's last message. */
export interface Catchup {
  messages: ChatMessage[];
  continues: boolean;
  hasOlder: boolean;
}

/**
 * Rooms' messages: stored with the sender taken from the token, read back by pages of the
 * `{topicId, _id}` index. Sending is limited per member (CHAT_RATE) on the shared rate limiter.
 */
export function createChatMessages(deps: Pick<ServiceDeps, "models" | "rateLimiter" | "pictures" | "now">) {
  const { ChatMessage, Upload } = deps.models;

  async function withAvatars(docs: ChatMessageDoc[]): Promise<ChatMessage[]> {
    const pictures = await deps.pictures.of(docs.map((d) => d.username));
    return docs.map((doc) => messageOut(doc, pictures.get(doc.username)?.url ?? null));
  }

  /** Up to `limit` messages of a room older than `before` (all when absent) that `viewer` may read, oldest first, and whether more are older. */
  async function page(topicId: string, before: string | undefined, limit: number, viewer: string | null) {
    const filter = { ...(before ? { topicId, _id: { $lt: new Types.ObjectId(before) } } : { topicId }), ...shownTo(viewer) };
    const docs = await ChatMessage.find(filter)
      .sort({ _id: -1 })
      .limit(limit + 1)
      .lean<ChatMessageDoc[]>();
    const hasOlder = docs.length > limit;
    return { messages: await withAvatars(docs.slice(0, limit).reverse()), hasOlder };
  }

  async function attachment(caller: MemberCaller, input: { url: string; name: string }): Promise<ChatAttachmentDoc> {
    // Only the sender's own upload: another member's file or a name never stored is refused.
    const upload = await Upload.findOne({ _id: input.url.slice(`${UPLOADS_PATH}/`.length), owner: caller.userId }, { mimetype: 1, bytes: 1 }).lean();
    if (!upload) throw new SocketRefusal("invalid_input", CHAT_MESSAGES.attachThroughUpload);
    return { url: input.url, name: input.name, mimetype: upload.mimetype, size: upload.bytes };
  }

  return {
    /**
     * Stores a member's message (its text already under the contract's rule: trimmed, within the
     * limit, not empty without an attachment) and answers it as the room sees it.
     */
    async send(
      sender: ChatMember & { caller: MemberCaller },
      topicId: string,
      message: string,
      attached?: { url: string; name: string } | null,
    ): Promise<ChatMessage> {
      await takeTurn(sender.userId);
      const file = attached ? await attachment(sender.caller, attached) : null;
      const doc = await ChatMessage.create({ topicId, username: sender.username, userId: sender.userId, message, attachment: file, createdAt: deps.now() });
      return messageOut(doc.toObject() as ChatMessageDoc, sender.avatar);
    },

    /** The room's latest page; or, given the client's last message, only what came after it (when that is few enough); as `viewer` may read them. */
    async catchUp(topicId: string, since?: string, viewer: string | null = null): Promise<Catchup> {
      requireRoom(topicId);
      if (since) {
        const docs = await ChatMessage.find({ topicId, _id: { $gt: new Types.ObjectId(since) }, ...shownTo(viewer) })
          .sort({ _id: 1 })
          .limit(CHAT_CATCH_UP_LIMIT + 1)
          .lean<ChatMessageDoc[]>();
        if (docs.length <= CHAT_CATCH_UP_LIMIT) return { messages: await withAvatars(docs), continues: true, hasOlder: true };
      }
      return { ...(await page(topicId, undefined, CHAT_PAGE_SIZE, viewer)), continues: false };
    },

    /** History: the page before a message (GET /api/chatroom/messages), as `viewer` may read it. */
    history(topicId: string, before?: string, viewer: string | null = null) {
      requireRoom(topicId);
      return page(topicId, before, CHAT_PAGE_SIZE, viewer);
    },

    takeTurn,
  };

  /** Counts one message or poll of the member; beyond CHAT_RATE it is refused. */
  async function takeTurn(userId: string): Promise<void> {
    const turn = await deps.rateLimiter.take(RATE_RULES.chatMessages, userId);
    if (!turn.allowed) throw new SocketRefusal("rate_limited", CHAT_MESSAGES.tooFast, turn.retryAfterSeconds);
  }
}
export type ChatMessages = ReturnType<typeof createChatMessages>;
