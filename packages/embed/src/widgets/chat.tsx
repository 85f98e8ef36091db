// chat.js: <pnyx-chat room="<community id>"> once it is near the viewport.
import { chatOf, reportingOf, type ChatClient, type ReportingApi } from "@pnyx/sdk";
import { createRoot } from "react-dom/client";
import { pageClient, startSession } from "../shared/client";
import { elementStrings, type MountWidget } from "../shared/page";
import { ChatEmbed } from "../ui/chat/ChatEmbed";
import { DEFAULT_CHAT_STRINGS, type ChatStrings } from "../ui/chat/strings";
import { applyTheme } from "./theme";

/** The page's one chat client, on the page client's core: every room of the page shares its connection. */
let chat: ChatClient | null = null;
/** Reports of chat messages, on the same core (only the chat's bundle carries them). */
let reporting: ReportingApi | null = null;

/** Renders the room named by the element's `room` attribute into its shadow root; `stop` leaves it. */
export const mount: MountWidget = (host, root, page) => {
  const client = pageClient(page);
  chat ??= chatOf(client.core);
  reporting ??= reportingOf(client.core);
  startSession(host, page);
  const container = document.createElement("div");
  container.className = "pnyx-root";
  for (const child of [...root.children]) if (child.tagName !== "LINK") child.remove();
  root.append(container);
  const view = createRoot(container);
  /** Draws the room with the element's and the page's settings as they are now (the room's state stays). */
  const draw = () => {
    applyTheme(container, host, page);
    const strings: ChatStrings = { ...DEFAULT_CHAT_STRINGS, ...page.config.strings?.chat, ...elementStrings(host) };
    view.render(
      <ChatEmbed
        client={client}
        chat={chat!}
        reporting={reporting!}
        topicId={host.getAttribute("room") ?? ""}
        strings={strings}
        base={page.base}
        locale={document.documentElement.lang || undefined}
      />,
    );
  };
  draw();
  return {
    update: draw,
    stop: () => {
      view.unmount();
      container.remove();
    },
  };
};
