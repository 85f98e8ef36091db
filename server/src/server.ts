import type { Server } from "bun";
import { createApp, type AppDeps } from "./app";
import { rememberPeer } from "./platform/client-ip";
import { createHostCheck } from "./platform/public-host";
import { SOCKET_PATH } from "@pnyx/contract";
import type { Realtime } from "./platform/realtime";
import type { Chat } from "./modules/chat/socket";
import type { DecisionFollowUps } from "./modules/moderation/decision-follow-ups";
import type { WritingRemoval } from "./modules/moderation/sanctions/removal";
import { createServices } from "./service-table";

export interface RunningServer {
  url: string;
  port: number;
  realtime: Realtime;
  chat: Chat;
  /** The sweep finishing moderation decisions a crash cut short (main.ts schedules it), over this server's services. */
  decisionFollowUps: Pick<DecisionFollowUps, "schedule">;
  /** The sweep removing sanctioned members' writing when due (main.ts schedules it), over this server's services. */
  writingRemoval: Pick<WritingRemoval, "schedule">;
  stop(): Promise<void>;
}

/** HTTP (Elysia) and socket.io on one Bun server and one port. */
export function startServer(deps: AppDeps & { live: Realtime; port: number; host?: string }): RunningServer {
  const realtime = deps.live;
  const services = createServices(deps);
  const app = createApp(deps, services);
  const { websocket } = realtime.engine.handler();
  const checkHost = createHostCheck(deps.config);

  const server: Server<unknown> = Bun.serve({
    port: deps.port,
    hostname: deps.host ?? "0.0.0.0",
    // socket.io long-polling holds requests open up to its ping interval.
    idleTimeout: 30,
    // Uploads are at most 10,240,000 bytes; leave room for the multipart envelope.
    maxRequestBodySize: 11 * 1024 * 1024,
    fetch(request, bunServer) {
      // Before anything reads the request's URL: a malformed Host is a 400, another host in production a 421.
      const refused = checkHost(request);
      if (refused) return refused;
      // The path starts at the first "/" after the scheme's "//" (cheaper than parsing a URL per request).
      const url = request.url;
      if (url.startsWith(SOCKET_PATH, url.indexOf("/", url.indexOf("//") + 2))) {
        return realtime.engine.handleRequest(request, bunServer);
      }
      rememberPeer(request, bunServer);
      return app.handle(request);
    },
    websocket,
  });

  const port = server.port ?? deps.port;
  return {
    url: `http://localhost:${port}`,
    port,
    realtime,
    chat: services.chat,
    decisionFollowUps: services.moderation.followUps,
    writingRemoval: services.writingRemoval,
    async stop() {
      services.chat.close?.();
      await server.stop(true);
    },
  };
}
