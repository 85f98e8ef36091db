import { chatClientEvents, chatServerEvents, type ChatMessage, type ChatStats, type JoinRoomAnswer, type Poll } from "@pnyx/contract";
import type { SocketFactory } from "@pnyx/sdk";
import { fakeSocket } from "./live";

type Ack = (answer: unknown) => void;

/** How a story's pretend chat server behaves. */
export interface ChatStoryServer {
  /** Never connects: the socket is down (the widgets say so). */
  down?: boolean;
  /** What user-stats-update says after join-chatroom. */
  stats?: ChatStats;
  /** The answer to joinRoom. */
  join?: JoinRoomAnswer;
  /** Pushed to the room a moment after the join (live messages, joins and leaves). */
  later?: { event: "new-message" | "user-joined" | "user-left"; message: ChatMessage }[];
}

/** The fields of the client's events this pretend server reads (each event has some of them). */
interface StoryPayload {
  topicId: string;
  message: string;
  userData?: { username?: string; userId?: string } | null;
  pollData: { question: string; options: string[]; allowMultiple?: boolean; duration?: number };
  pollId: string;
  choices: number[];
}

let made = 0;
const storyId = () => `67f0000000000000000${(0xc0000 + made++).toString(16)}`;

/**
 * A socket for chat stories, without network: it answers the acknowledgements a
 * real server would (join, message, poll, vote) and pushes what `server` scripts; it ignores
 * everything else.
 */
export function chatStorySocket(server: ChatStoryServer = {}): SocketFactory {
  return () => {
    // Answers are set below; the socket calls them through this forward reference.
    const { socket, fire, later, asSocket } = fakeSocket((event, payload, ack) => answer(event, payload as StoryPayload, ack));
    const polls = new Map<string, Poll>();
    const answer = (event: string, payload: StoryPayload, ack?: Ack) => {
      if (event === chatClientEvents.joinChatroom.name)
        later(() => fire(chatServerEvents.statsUpdate.name, server.stats ?? { activeUsers: 0, joinedUsers: 0 }));
      if (event === chatClientEvents.joinRoom.name) {
        later(() => ack?.(server.join ?? { ok: true, messages: [], continues: false, hasOlder: false, polls: [], myVotes: {}, count: 1 }));
        for (const [index, push] of (server.later ?? []).entries()) later(() => fire(push.event, push.message), 200 + index * 100);
      }
      if (event === chatClientEvents.message.name) {
        const message: ChatMessage = {
          id: storyId(),
          topicId: payload.topicId,
          type: "user",
          username: payload.userData?.username ?? "ada",
          avatar: null,
          message: payload.message,
          attachment: null,
          timestamp: new Date().toISOString(),
        };
        later(() => {
          ack?.({ ok: true, message });
          fire(chatServerEvents.newMessage.name, message);
        });
      }
      if (event === chatClientEvents.poll.name) {
        const { question, options, allowMultiple = false, duration = 24 } = payload.pollData;
        const createdAt = new Date();
        const poll: Poll = {
          _id: storyId(),
          topicId: payload.topicId,
          question,
          options: options.map((text: string) => ({ text, votes: 0 })),
          allowMultiple,
          duration,
          createdBy: payload.userData?.username ?? "ada",
          createdAt: createdAt.toISOString(),
          closesAt: new Date(createdAt.getTime() + duration * 3_600_000).toISOString(),
          closed: false,
          voters: 0,
          revision: 0,
        };
        polls.set(poll._id, poll);
        later(() => ack?.({ ok: true, poll }));
      }
      if (event === chatClientEvents.votePoll.name) {
        const joined = server.join?.ok ? server.join.polls : [];
        const held = polls.get(payload.pollId) ?? joined.find((p) => p._id === payload.pollId);
        if (!held) return later(() => ack?.({ ok: false, error: { code: "poll_not_found", message: "No such poll" } }));
        const options = held.options.map((option, index) => ({ ...option, votes: option.votes + (payload.choices.includes(index) ? 1 : 0) }));
        const poll = { ...held, options, voters: held.voters + 1, revision: held.revision + 1 };
        polls.set(poll._id, poll);
        later(() => ack?.({ ok: true, poll, choices: payload.choices }));
      }
    };
    later(() => {
      if (server.down) return fire("connect_error", new Error("xhr poll error"));
      socket.connected = true;
      fire("connect");
    });
    return asSocket();
  };
}
