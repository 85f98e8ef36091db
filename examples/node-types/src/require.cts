// The CommonJS entry (dist/index.d.cts), as a `require("@pnyx/sdk")` project sees it.
import { createPnyxClient, isPnyxError, type ChatRoomSession, type Subscription } from "@pnyx/sdk";

const client = createPnyxClient({ baseUrl: "http://localhost:3000" });

export async function firstRoom(): Promise<ChatRoomSession | null> {
  try {
    const { communities } = await client.communities.all();
    const stop: Subscription = client.live.watchNotifications(({ notification, unread }) => console.log(notification, unread));
    await stop.ready;
    stop();
    return communities[0] ? client.chat.joinRoom(communities[0]._id) : null;
  } catch (error) {
    if (isPnyxError(error)) console.error(error.status, error.code, error.kind);
    return null;
  }
}
