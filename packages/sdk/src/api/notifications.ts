// The logged-in member's notifications: reviews of their posts, replies to their opinions.
import {
  markAllNotificationsReadEndpoint,
  markNotificationsReadEndpoint,
  notificationsEndpoint,
  type EndpointRequest,
  type NotificationsPage,
  type UnreadCount,
} from "@pnyx/contract";
import type { Transport } from "../transport";

export type NotificationsInput = EndpointRequest<typeof notificationsEndpoint>;
export type MarkNotificationsReadInput = EndpointRequest<typeof markNotificationsReadEndpoint>;

export interface NotificationsApi {
  /** Newest first, NOTIFICATIONS_PAGE_SIZE at a time, with the unread count; `before` pages back. */
  list(input?: NotificationsInput): Promise<NotificationsPage>;
  /** Marks the named notifications read; answers how many are still unread. */
  markRead(input: MarkNotificationsReadInput): Promise<UnreadCount>;
  markAllRead(): Promise<UnreadCount>;
}

export function createNotificationsApi(transport: Transport): NotificationsApi {
  return {
    list: (input = {}) => transport.call(notificationsEndpoint, input),
    markRead: (input) => transport.call(markNotificationsReadEndpoint, input),
    markAllRead: () => transport.call(markAllNotificationsReadEndpoint),
  };
}
