import { markAllNotificationsReadEndpoint, markNotificationsReadEndpoint, notificationsEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import type { NotificationsService } from "./service";

export const notificationsRoutes = (deps: EndpointDeps, service: NotificationsService) =>
  new Elysia({ name: "pnyx/notifications" })
    .use(mount(deps, notificationsEndpoint, ({ input, caller }) => service.list(caller, input.before)))
    .use(mount(deps, markNotificationsReadEndpoint, ({ input, caller }) => service.markRead(caller, input.ids)))
    .use(mount(deps, markAllNotificationsReadEndpoint, ({ caller }) => service.markAllRead(caller)));
