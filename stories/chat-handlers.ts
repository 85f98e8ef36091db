import { chatHistoryEndpoint, chatTotalUsersEndpoint, communityEndpoint, type ChatMessage, type Poll } from "@pnyx/contract";
import { aCommunity } from "@pnyx/contract/testing";
import { errorResponse as fail, mockEndpoint } from "@pnyx/sdk/testing";
import { delay } from "msw";

// Mock answers and chat lines for the chat widgets, from the contract's endpoints.

export const room = aCommunity();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const chatLine = (n: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `67f0000000000000000a${n.toString(16).padStart(4, "0")}`,
  topicId: room._id,
  type: "user",
  username: n % 2 ? "grace" : "ada",
  avatar: null,
  message: `Message number ${n}`,
  attachment: null,
  timestamp: minutesAgo(60 - n),
  ...over,
});

export const systemLine = (text: string): ChatMessage => chatLine(0, { id: `system-${text}`, type: "system", username: "", message: text });

export const storyPoll = (over: Partial<Poll> = {}): Poll => ({
  _id: "67f0000000000000000b0001",
  topicId: room._id,
  question: "Which planet should we explore next?",
  options: [
    { text: "Mars", votes: 6 },
    { text: "Europa", votes: 3 },
    { text: "Titan", votes: 1 },
  ],
  allowMultiple: false,
  duration: 24,
  createdBy: "grace",
  createdAt: minutesAgo(90),
  closesAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
  closed: false,
  voters: 10,
  revision: 10,
  ...over,
});

export const LONG_WORD = "Supercalifragilisticexpialidocious-without-any-spaces-at-all-".repeat(3);

export const chat = {
  totalUsers: (totalUsers = 128) => mockEndpoint(chatTotalUsersEndpoint, { totalUsers }),
  totalUsersDown: mockEndpoint(chatTotalUsersEndpoint, fail(503, "internal_error", "Something went wrong on our side")),
  room: mockEndpoint(communityEndpoint, { community: room, topPosts: [], postCount: room.postCount }),
  roomMissing: mockEndpoint(communityEndpoint, fail(404, "not_found", "No such community")),
  roomSlow: mockEndpoint(communityEndpoint, async () => {
    await delay("infinite");
    return new Response(null, { status: 204 });
  }),
  history: mockEndpoint(chatHistoryEndpoint, { messages: [chatLine(1), chatLine(2)], hasOlder: false }),
};
