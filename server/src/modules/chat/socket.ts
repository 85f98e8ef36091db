import { CHAT_MESSAGES, MODERATION_TEXTS, chatClientEvents, chatServerEvents, type Poll } from "@pnyx/contract";
import type { Socket } from "socket.io";
import { RATE_RULES } from "../../platform/rate-limit";
import type { SocketModule } from "../../platform/realtime";
import { memberOf, requireMember, SocketRefusal, type Handle } from "../../platform/socket-gate";
import type { ServiceDeps } from "../../services";
import type { WritePlace } from "../moderation/gate";
import { systemLine, type ChatMember, type ChatMessages } from "./messages";
import { createPollBroadcasts } from "./poll-broadcasts";
import { createPollCloser } from "./poll-closer";
import { createPolls } from "./polls";
import { createPresence, memberInRoom, PRESENT_ROOM, roomOf, roomTopic, STATS_ROOM } from "./presence";
import { requireRoom } from "./rooms";

export interface Chat extends SocketModule {
  /** Closes due polls now (also done on a schedule and at start). */
  closeDuePolls(): Promise<void>;
}

const chatRooms = (socket: Socket) => [...socket.rooms].map(roomTopic).filter((topic): topic is string => topic !== null);

/**
 * The chat rooms' socket events (§7: `join-chatroom`, `joinRoom`, `leaveRoom`, `message`, `poll`,
 * and `poll-vote`) on the one realtime connection; the socket gate has already told who the member
 * is (visitors may only watch the statistics). Mounted on the realtime hub by `createServices` (service-table.ts).
 */
export function createChat(
  deps: Pick<ServiceDeps, "models" | "rateLimiter" | "pictures" | "now" | "live" | "intents" | "moderation">,
  messages: ChatMessages,
  log: (line: string) => void = console.error,
): Chat {
  const sockets = deps.live.sockets;
  const polls = createPolls(deps);
  const presence = createPresence(sockets, deps.models, () => deps.now());
  const pollUpdated = (poll: Poll) => sockets.to(roomOf(poll.topicId)).emit(chatServerEvents.pollUpdated.name, poll);
  const closer = createPollCloser(polls, deps.now, pollUpdated, log);
  const pollBroadcasts = createPollBroadcasts(pollUpdated);

  /** The member with their current picture (looked up once per connection; an unreadable one is no reason to refuse). */
  async function speaker(socket: Socket): Promise<ChatMember & ReturnType<typeof requireMember>> {
    const member = requireMember(socket, CHAT_MESSAGES.signInToChat);
    if (socket.data.avatar === undefined) {
      const pictures = await deps.pictures.of([member.username]).catch(() => null);
      socket.data.avatar = pictures?.get(member.username)?.url ?? null;
    }
    return { ...member, avatar: socket.data.avatar as string | null };
  }

  /**
   * Refuses a sanctioned member's write in a room (site-wide, or from the room's community), on every
   * event: a connection opened before the sanction can no longer write after it.
   */
  async function mayWrite(userId: string, communityId: WritePlace["communityId"]): Promise<void> {
    const refusal = await deps.moderation.refusal(userId, { communityId });
    if (refusal !== null) throw new SocketRefusal("sanctioned", refusal);
  }

  /** Refuses words of the site's list: a chat message cannot wait for a review, so a word to hold refuses it too. */
  async function screened(author: string, texts: string[]): Promise<void> {
    if ((await deps.moderation.screen({ author, texts, mode: "chat" })) === "blocked") throw new SocketRefusal("blocked_word", MODERATION_TEXTS.blockedWord);
  }

  /** Enters the chat's presence (Active Users) once per connection. */
  async function present(socket: Socket): Promise<void> {
    if (!memberOf(socket) || socket.rooms.has(PRESENT_ROOM)) return;
    await socket.join(PRESENT_ROOM);
    presence.statsChanged();
  }

  function connected(socket: Socket, handle: Handle): void {
    const inRoom = (topicId: string) => socket.rooms.has(roomOf(topicId));
    const requireInRoom = (topicId: string) => {
      requireRoom(topicId);
      if (!inRoom(topicId)) throw new SocketRefusal("not_in_room", CHAT_MESSAGES.notInRoom);
    };

    async function announceLeft(topicId: string, who: ChatMember): Promise<void> {
      if ((await presence.connectionsIn(topicId, who.userId)) === 0) {
        sockets.to(roomOf(topicId)).emit(chatServerEvents.userLeft.name, systemLine(topicId, who, CHAT_MESSAGES.left(who.username), deps.now()));
      }
      presence.roomChanged(topicId);
    }

    handle(chatClientEvents.joinChatroom, async () => {
      await present(socket);
      // Watching already: the pushes keep coming; asking again costs the server nothing.
      if (socket.rooms.has(STATS_ROOM)) return {};
      await socket.join(STATS_ROOM);
      socket.emit(chatServerEvents.statsUpdate.name, await presence.stats());
      return {};
    });

    handle(chatClientEvents.joinRoom, async ({ topicId, since }) => {
      const who = await speaker(socket);
      requireRoom(topicId);
      const first = !inRoom(topicId);
      await socket.join([roomOf(topicId), memberInRoom(topicId, who.userId)]);
      const turn = first ? await deps.rateLimiter.take(RATE_RULES.chatJoins, who.userId) : null;
      if (turn && !turn.allowed) {
        // Joined first, so that joins of one connection at once count once; refused, it leaves unheard.
        await socket.leave(roomOf(topicId));
        await socket.leave(memberInRoom(topicId, who.userId));
        throw new SocketRefusal("rate_limited", CHAT_MESSAGES.tooFast, turn.retryAfterSeconds);
      }
      await present(socket);
      const [catchup, recent, news, connections] = await Promise.all([
        messages.catchUp(topicId, since, who.username),
        polls.recent(topicId, who.username),
        presence.joinedToday(who.userId),
        presence.connectionsIn(topicId, who.userId),
      ]);
      if (news) presence.statsChanged();
      if (first && connections === 1) {
        socket.to(roomOf(topicId)).emit(chatServerEvents.userJoined.name, systemLine(topicId, who, CHAT_MESSAGES.joined(who.username), deps.now()));
      }
      presence.roomChanged(topicId);
      return { ...catchup, ...recent, count: await presence.roomCount(topicId) };
    });

    handle(chatClientEvents.leaveRoom, async (payload) => {
      // A visitor is in no room: leaving is already done (a §7 client may send it as a screen closes).
      if (!memberOf(socket)) return {};
      const who = await speaker(socket);
      for (const topicId of payload ? [payload.topicId] : chatRooms(socket)) {
        if (!inRoom(topicId)) continue;
        await socket.leave(roomOf(topicId));
        await socket.leave(memberInRoom(topicId, who.userId));
        await announceLeft(topicId, who);
      }
      return {};
    });

    handle(chatClientEvents.message, async ({ topicId, message, attachment }) => {
      const who = await speaker(socket);
      requireInRoom(topicId);
      await mayWrite(who.userId, topicId);
      await screened(who.username, [message]);
      const sent = await messages.send(who, topicId, message, attachment);
      // Sanctioned while it was on its way: unsaid (nobody heard it yet), so it never outlives the
      // sanction's removal of the member's messages.
      const late = await deps.moderation.refusal(who.userId, { communityId: topicId });
      if (late !== null) {
        await deps.models.ChatMessage.deleteOne({ _id: sent.id });
        throw new SocketRefusal("sanctioned", late);
      }
      // The whole room hears it, the sender too (a §7 client shows what it hears); the SDK dedupes by id.
      sockets.to(roomOf(topicId)).emit(chatServerEvents.newMessage.name, sent);
      return { message: sent };
    });

    handle(chatClientEvents.poll, async ({ topicId, pollData }) => {
      const who = await speaker(socket);
      requireInRoom(topicId);
      await mayWrite(who.userId, topicId);
      await screened(who.username, [pollData.question, ...pollData.options]);
      await messages.takeTurn(who.userId);
      const poll = await polls.create(who, topicId, pollData);
      sockets.to(roomOf(topicId)).emit(chatServerEvents.newPoll.name, poll);
      closer.scheduled(poll);
      return { poll };
    });

    handle(chatClientEvents.votePoll, async ({ pollId, choices }) => {
      const who = await speaker(socket);
      await mayWrite(who.userId, async () => (await deps.models.Poll.findById(pollId, { topicId: 1 }).lean())?.topicId ?? null);
      // Per member, over all their connections and instances: more connections buy no more votes.
      const turn = await deps.rateLimiter.take(RATE_RULES.pollVotes, who.userId);
      if (!turn.allowed) throw new SocketRefusal("rate_limited", CHAT_MESSAGES.tooFast, turn.retryAfterSeconds);
      const result = await polls.vote(who, pollId, choices, inRoom);
      pollBroadcasts.changed(result.poll);
      return result;
    });

    // The rooms are gone by "disconnect": note them while they are still there.
    let roomsAtDisconnect: string[] = [];
    let wasPresent = false;
    socket.on("disconnecting", () => {
      roomsAtDisconnect = chatRooms(socket);
      wasPresent = socket.rooms.has(PRESENT_ROOM);
    });
    socket.on("disconnect", () => {
      const who = memberOf(socket);
      if (!who) return;
      if (wasPresent) presence.statsChanged();
      const avatar = (socket.data.avatar as string | null | undefined) ?? null;
      for (const topicId of roomsAtDisconnect) void announceLeft(topicId, { ...who, avatar }).catch(() => {});
    });
  }

  return {
    connected,
    close() {
      pollBroadcasts.flush();
      closer.stop();
      presence.close();
    },
    closeDuePolls: () => closer.sweep(),
  };
}
