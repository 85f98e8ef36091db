import { CACHE_TAGS } from "../../platform/cache-tags";
import { chatHistoryEndpoint, chatTotalUsersEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import { SocketRefusal } from "../../platform/socket-gate";
import { notFound } from "../../platform/errors";
import type { ChatMessages } from "./messages";

/** Total Users moves slowly (sign-ups): counted at most this often. */
const TOTAL_USERS_TTL_MS = 30_000;

export const chatRoutes = (deps: EndpointDeps, messages: ChatMessages, totalUsers: () => Promise<number>) =>
  new Elysia({ name: "pnyx/chat" })
    .use(
      mount(deps, chatTotalUsersEndpoint, async () => ({ totalUsers: await totalUsers() }), {
        cache: { key: () => "total", tags: () => [CACHE_TAGS.chatTotalUsers], ttlMs: TOTAL_USERS_TTL_MS },
      }),
    )
    .use(
      mount(deps, chatHistoryEndpoint, async ({ input, caller }) => {
        try {
          return await messages.history(input.topicId, input.before, caller.username);
        } catch (error) {
          if (error instanceof SocketRefusal && error.code === "room_not_found") throw notFound(error.message);
          throw error;
        }
      }),
    );
