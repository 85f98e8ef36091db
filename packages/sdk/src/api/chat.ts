// Chat over HTTP: the list's Total Users and a room's older messages. The live side is chat-live.ts.
import { chatHistoryEndpoint, chatTotalUsersEndpoint, type ChatHistoryPage, type EndpointRequest, type EndpointResponse } from "@pnyx/contract";
import type { Transport } from "../transport";

export type ChatHistoryInput = EndpointRequest<typeof chatHistoryEndpoint>;
export type TotalUsersResponse = EndpointResponse<typeof chatTotalUsersEndpoint>;

export interface ChatApi {
  /** Registered members (public): GET /api/chatroom/total-users. */
  totalUsers(): Promise<TotalUsersResponse>;
  /** Members: a room's messages before `before` (oldest first), CHAT_PAGE_SIZE of them, and whether older ones exist: GET /api/chatroom/messages. */
  history(input: ChatHistoryInput): Promise<ChatHistoryPage>;
}

export function createChatApi(transport: Transport): ChatApi {
  return {
    totalUsers: () => transport.call(chatTotalUsersEndpoint),
    history: (input) => transport.call(chatHistoryEndpoint, input),
  };
}
