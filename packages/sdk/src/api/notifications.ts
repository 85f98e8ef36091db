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
  /** The member's notifications, newest first, with the unread count; `before` pages back: GET /api/notifications. */
  list(input?: NotificationsInput): Promise<NotificationsPage>;
  /** Marks the named notifications read; answers how many are still unread: POST /api/notifications/read. */
  markRead(input: MarkNotificationsReadInput): Promise<UnreadCount>;
  /** Marks every notification read: POST /api/notifications/readAll. */
  markAllRead(): Promise<UnreadCount>;
}

export function createNotificationsApi(transport: Transport): NotificationsApi {
  return {
    list: (input = {}) => transport.call(notificationsEndpoint, input),
    markRead: (input) => transport.call(markNotificationsReadEndpoint, input),
    markAllRead: () => transport.call(markAllNotificationsReadEndpoint),
  };
}
