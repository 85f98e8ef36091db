// `client.chat`: the chat list's figures over HTTP, and live rooms and statistics over the client's
// one realtime link.
import type { ChatApi } from "../api/chat";
import type { SocketLink } from "../realtime/socket-link";
import { createChatRooms, type ChatRoomSession } from "./rooms";
import { createChatStats, type ChatStatsWatch } from "./stats";
import type { PnyxCore } from "../core";
import { createChatApi } from "../api/chat";

export interface ChatClient extends ChatApi, ChatStatsWatch {
  /**
   * Enters a room (`joinRoom`; topicId = the community's id) and hands out a session; sessions of the
   * same room share one state. Await `session.ready` before relying on the snapshot.
   */
  joinRoom(topicId: string): ChatRoomSession;
}

export function createChatClient(link: SocketLink, http: ChatApi): ChatClient {
  return { ...http, ...createChatStats(link), ...createChatRooms(link, http.history) };
}

/** `client.chat` on a core (its rooms share the core's one connection). */
export const chatOf = (core: PnyxCore): ChatClient => createChatClient(core.link, createChatApi(core.transport));
