import { CHAT_MESSAGES, CHAT_NAMESPACE, chatClientEvents, chatServerEvents, type ChatError, type Poll, type SocketEvent } from "@pnyx/contract";
import type { Server as SocketServer } from "socket.io";
import type { z } from "zod";
import type { MemberCaller } from "../../platform/auth";
import { RATE_RULES } from "../../platform/rate-limit";
import type { ServiceDeps } from "../../services";
import { createChatMessages, systemLine, type ChatMember } from "./messages";
import { createPollBroadcasts } from "./poll-broadcasts";
import { createPollCloser } from "./poll-closer";
import { createPolls } from "./polls";
import { accountOf, createPresence, memberInRoom, memberOf, roomOf, STATS_ROOM } from "./presence";
import { ChatRefusal, requireRoom } from "./refusal";

/** A member's token is at most this long; anything longer is not looked at. */
const MAX_TOKEN_LENGTH = 4096;
/** Events one connection may send in a window (joins, votes, messages…): a flood is refused unread. */
export const CHAT_EVENTS_PER_WINDOW = { events: 40, windowMs: 10_000 } as const;

/** A member's connections at once on one instance (tabs, devices): beyond it a handshake is refused as too_fast. */
export const CHAT_CONNECTIONS_PER_MEMBER = 20;

type Reply = (answer: unknown) => void;

export interface Chat {
  /** Stops the timers (poll closer, statistics); the namespace goes with the socket.io server. */
  close(): void;
  /** Closes due polls now (also done on a schedule and at start). */
  closeDuePolls(): Promise<void>;
}

/**
 * The chat rooms on socket.io's `/chat` namespace. A member shows their token in the handshake
 * (`auth.token`); a connection without one is a visitor's and may only watch the statistics; a bad
 * token is refused ("unauthorized"). Every event's payload is parsed with the contract; a refusal is
 * answered in the acknowledgement (or as `chat-error`) and never leaves the room.
 */
export function attachChat(
  io: SocketServer,
  deps: Pick<ServiceDeps, "models" | "auth" | "rateLimiter" | "pictures" | "now">,
  log: (line: string) => void = console.error,
): Chat {
  const chat = io.of(CHAT_NAMESPACE);
  const messages = createChatMessages(deps);
  const polls = createPolls(deps);
  const presence = createPresence(chat, deps.models, () => deps.now());
  const pollUpdated = (poll: Poll) => chat.to(roomOf(poll.topicId)).emit(chatServerEvents.pollUpdated.name, poll);
  const closer = createPollCloser(polls, deps.now, pollUpdated, log);
  const pollBroadcasts = createPollBroadcasts(pollUpdated);

  chat.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    socket.data.member = null;
    if (token === undefined || token === null || token === "") return next();
    if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return next(new Error("unauthorized"));
    deps.auth.memberOfToken(token).then(
      async (caller) => {
        if (!caller) return next(new Error("unauthorized"));
        // A picture that cannot be read now is no reason to refuse the member (nor to leave the handshake hanging).
        const pictures = await deps.pictures.of([caller.username]).catch(() => null);
        socket.data.member = { userId: caller.userId, username: caller.username, avatar: pictures?.get(caller.username)?.url ?? null } satisfies ChatMember;
        socket.data.caller = caller;
        // The account's room holds its connections here, those still in their handshake too.
        if ((chat.adapter.rooms.get(accountOf(caller.userId))?.size ?? 0) >= CHAT_CONNECTIONS_PER_MEMBER) return next(new Error("too_fast"));
        void socket.join(accountOf(caller.userId));
        next();
      },
      () => next(new Error("unauthorized")),
    );
  });
  // A revoked session (password reset, deleted account) leaves the chat on every instance at once.
  deps.auth.onRevoke((userId) => chat.in(accountOf(userId)).disconnectSockets(true));

  chat.on("connection", (socket) => {
    if (memberOf(socket)) {
      presence.statsChanged();
      // A revocation during the handshake did not reach this socket (not connected yet): now that
      // revocations do, the token is checked once more (the cached answer, unless it was revoked).
      deps.auth.memberOfToken(socket.handshake.auth.token as string).then(
        (still) => {
          if (still?.userId !== memberOf(socket)?.userId) socket.disconnect(true);
        },
        () => socket.disconnect(true),
      );
    }

    let window = { start: 0, count: 0 };
    const flooding = () => {
      const at = Date.now();
      if (at - window.start >= CHAT_EVENTS_PER_WINDOW.windowMs) window = { start: at, count: 0 };
      return ++window.count > CHAT_EVENTS_PER_WINDOW.events;
    };

    /** One handler per client event: parsed payload in, acknowledgement (or `chat-error`) out. */
    function on<E extends SocketEvent>(event: E, handle: (payload: z.output<E["payload"]>) => Promise<object | undefined> | object | undefined) {
      socket.on(event.name, async (...args: unknown[]) => {
        const reply = typeof args.at(-1) === "function" ? (args.pop() as Reply) : null;
        try {
          if (flooding()) throw new ChatRefusal("too_fast", CHAT_MESSAGES.tooFast);
          const parsed = event.payload.safeParse(args[0]);
          if (!parsed.success) throw new ChatRefusal("invalid", parsed.error.issues[0]?.message ?? "Invalid request");
          const answer = await handle(parsed.data as z.output<E["payload"]>);
          reply?.({ ok: true, ...answer });
        } catch (error) {
          let refusal: ChatError;
          if (error instanceof ChatRefusal) refusal = error.toJSON();
          else {
            log(`chat ${event.name} failed: ${error instanceof Error ? error.message : String(error)}`);
            refusal = { code: "server_error", message: "Something went wrong. Please try again." };
          }
          if (reply) reply({ ok: false, error: refusal });
          else socket.emit(chatServerEvents.error.name, refusal);
        }
      });
    }

    const member = (): ChatMember & { caller: MemberCaller } => {
      const who = memberOf(socket);
      if (!who) throw new ChatRefusal("unauthorized", CHAT_MESSAGES.signInToChat);
      return { ...who, caller: socket.data.caller as MemberCaller };
    };
    const inRoom = (topicId: string) => socket.rooms.has(roomOf(topicId));
    const requireInRoom = (topicId: string) => {
      requireRoom(topicId);
      if (!inRoom(topicId)) throw new ChatRefusal("not_in_room", CHAT_MESSAGES.notInRoom);
    };

    async function leave(topicId: string, who: ChatMember): Promise<void> {
      await socket.leave(roomOf(topicId));
      await socket.leave(memberInRoom(topicId, who.userId));
      await announceLeft(topicId, who);
    }
    async function announceLeft(topicId: string, who: ChatMember): Promise<void> {
      if ((await presence.connectionsIn(topicId, who.userId)) === 0) {
        chat.to(roomOf(topicId)).emit(chatServerEvents.userLeft.name, systemLine(topicId, who, CHAT_MESSAGES.left(who.username), deps.now()));
      }
      presence.roomChanged(topicId);
    }

    on(chatClientEvents.joinChatroom, async () => {
      // Watching already: the pushes keep coming; asking again costs the server nothing.
      if (socket.rooms.has(STATS_ROOM)) return undefined;
      await socket.join(STATS_ROOM);
      socket.emit(chatServerEvents.statsUpdate.name, await presence.stats());
      return undefined;
    });

    on(chatClientEvents.joinRoom, async ({ topicId, since }) => {
      const who = member();
      requireRoom(topicId);
      const first = !inRoom(topicId);
      await socket.join([roomOf(topicId), memberInRoom(topicId, who.userId)]);
      if (first && !(await deps.rateLimiter.take(RATE_RULES.chatJoins, who.userId)).allowed) {
        // Joined first, so that joins of one connection at once count once; refused, it leaves unheard.
        await socket.leave(roomOf(topicId));
        await socket.leave(memberInRoom(topicId, who.userId));
        throw new ChatRefusal("too_fast", CHAT_MESSAGES.tooFast);
      }
      const [catchup, recent, news, connections] = await Promise.all([
        messages.catchUp(topicId, since),
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

    on(chatClientEvents.leaveRoom, async (payload) => {
      const who = member();
      const topics = payload ? [payload.topicId] : [...socket.rooms].filter((r) => /^chat:room:[0-9a-f]{24}$/.test(r)).map((r) => r.slice("chat:room:".length));
      for (const topicId of topics) if (inRoom(topicId)) await leave(topicId, who);
      return undefined;
    });

    on(chatClientEvents.message, async ({ topicId, message, attachment }) => {
      const who = member();
      requireInRoom(topicId);
      const sent = await messages.send(who, topicId, message, attachment);
      chat.to(roomOf(topicId)).emit(chatServerEvents.newMessage.name, sent);
      return { message: sent };
    });

    on(chatClientEvents.poll, async ({ topicId, pollData }) => {
      const who = member();
      requireInRoom(topicId);
      await messages.takeTurn(who.userId);
      const poll = await polls.create(who, topicId, pollData);
      chat.to(roomOf(topicId)).emit(chatServerEvents.newPoll.name, poll);
      closer.scheduled(poll);
      return { poll };
    });

    on(chatClientEvents.votePoll, async ({ pollId, choices }) => {
      const who = member();
      // Per member, over all their connections and instances: more connections buy no more votes.
      if (!(await deps.rateLimiter.take(RATE_RULES.pollVotes, who.userId)).allowed) throw new ChatRefusal("too_fast", CHAT_MESSAGES.tooFast);
      const result = await polls.vote(who, pollId, choices, inRoom);
      pollBroadcasts.changed(result.poll);
      return result;
    });

    // The rooms are gone by "disconnect": note them while they are still there.
    let roomsAtDisconnect: string[] = [];
    socket.on("disconnecting", () => {
      roomsAtDisconnect = [...socket.rooms].filter((r) => /^chat:room:[0-9a-f]{24}$/.test(r)).map((r) => r.slice("chat:room:".length));
    });
    socket.on("disconnect", () => {
      const who = memberOf(socket);
      if (!who) return;
      presence.statsChanged();
      for (const topicId of roomsAtDisconnect) void announceLeft(topicId, who).catch(() => {});
    });
  });

  return {
    close() {
      pollBroadcasts.flush();
      closer.stop();
      presence.close();
    },
    closeDuePolls: () => closer.sweep(),
  };
}
