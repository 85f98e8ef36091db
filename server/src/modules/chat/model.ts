import { Schema, type Connection, type Types } from "mongoose";

const attachmentSchema = new Schema(
  {
    url: { type: String, required: true },
    name: { type: String, required: true },
    mimetype: { type: String, required: true },
    size: { type: Number, required: true },
  },
  { _id: false },
);

/** A member's message in a room (system lines of joins and leaves are sent, never stored). */
const chatMessageSchema = new Schema<ChatMessageDoc>(
  {
    topicId: { type: String, required: true },
    username: { type: String, required: true },
    userId: { type: String, required: true },
    message: { type: String, default: "" },
    attachment: { type: attachmentSchema, default: null },
    createdAt: { type: Date, required: true },
    /** Set (true) while a moderator's decision is awaited (issue 47): shown to its sender only. Absent otherwise. */
    hidden: { type: Boolean },
  },
  { collection: "chatmessages", versionKey: false },
);
// A room's latest page, the catch-up after an id and history before one: all read this index.
chatMessageSchema.index({ topicId: 1, _id: -1 });

export interface ChatAttachmentDoc {
  url: string;
  name: string;
  mimetype: string;
  size: number;
}
export interface ChatMessageDoc {
  _id: Types.ObjectId;
  topicId: string;
  username: string;
  userId: string;
  message: string;
  attachment: ChatAttachmentDoc | null;
  createdAt: Date;
  hidden?: boolean;
}

/**
 * A poll of a room. `options[i].votes` and `voters` move only with the ballots (polls.ts), by `$inc`
 * of the difference a ballot's change makes, so they equal the ballots under any interleaving;
 * `revision` rises with each change so clients keep the newest result they hear.
 */
const pollSchema = new Schema<PollDoc>(
  {
    topicId: { type: String, required: true },
    question: { type: String, required: true },
    options: { type: [{ text: { type: String, required: true }, votes: { type: Number, default: 0 } }], _id: false },
    allowMultiple: { type: Boolean, required: true },
    duration: { type: Number, required: true },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
    closesAt: { type: Date, required: true },
    closed: { type: Boolean, default: false },
    voters: { type: Number, default: 0 },
    revision: { type: Number, default: 0 },
  },
  { collection: "chatpolls", versionKey: false },
);
pollSchema.index({ topicId: 1, _id: -1 });
// The closer's sweep: open polls whose time is up.
pollSchema.index({ closed: 1, closesAt: 1 });

export interface PollDoc {
  _id: Types.ObjectId;
  topicId: string;
  question: string;
  options: { text: string; votes: number }[];
  allowMultiple: boolean;
  duration: number;
  createdBy: string;
  createdAt: Date;
  closesAt: Date;
  closed: boolean;
  voters: number;
  revision: number;
}

/** One member's choices in one poll: `_id` is `<pollId>:<username>`, so a member has one ballot. */
const ballotSchema = new Schema<BallotDoc>(
  {
    _id: { type: String, required: true },
    pollId: { type: String, required: true },
    username: { type: String, required: true },
    choices: { type: [Number], default: [] },
  },
  { collection: "chatballots", versionKey: false },
);
ballotSchema.index({ username: 1, pollId: 1 });

export interface BallotDoc {
  _id: string;
  pollId: string;
  username: string;
  choices: number[];
}

/** That a member joined a room on a UTC day: `_id` is `<day>:<userId>`; Joined Today counts a day's. */
const chatJoinSchema = new Schema<ChatJoinDoc>(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: "chatjoins", versionKey: false },
);
chatJoinSchema.index({ day: 1 });
chatJoinSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export interface ChatJoinDoc {
  _id: string;
  day: string;
  expiresAt: Date;
}

export const registerChatModels = (connection: Connection) => ({
  ChatMessage: connection.model<ChatMessageDoc>("ChatMessage", chatMessageSchema),
  Poll: connection.model<PollDoc>("ChatPoll", pollSchema),
  Ballot: connection.model<BallotDoc>("ChatBallot", ballotSchema),
  ChatJoin: connection.model<ChatJoinDoc>("ChatJoin", chatJoinSchema),
});
