import { allCommunitiesEndpoint, chatClientEvents, chatServerEvents, chatTotalUsersEndpoint } from "@pnyx/contract";
import { aCommunity } from "@pnyx/contract/testing";
import { errorResponse, mockEndpoint } from "@pnyx/sdk/testing";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { session } from "../../test/fixtures";
import { useMswServer } from "../../test/msw";
import { liveTestClient } from "../../test/news-fixtures";
import { renderWithPnyx } from "../../test/render";
import { ChatRoomList } from "./ChatRoomList";

const server = useMswServer();
const science = aCommunity();
const health = aCommunity({ _id: "66a000000000000000000006", name: "Health", description: "Habits.", subscriberCount: 1 });

/** The statistics as shown: each label with its number. */
const figures = () => {
  const stats = screen.getByRole("region", { name: "Chat statistics" });
  const values = within(stats).getAllByRole("definition");
  return within(stats)
    .getAllByRole("term")
    .map((term, i) => [term.textContent, values[i]?.textContent]);
};

function renderList(ui = <ChatRoomList />) {
  const live = liveTestClient({ user: session() });
  const view = renderWithPnyx(ui, live.client);
  return { ...live, ...view };
}

describe("<ChatRoomList>", () => {
  it("shows the live statistics over one room per community, each with its Join Chat link", async () => {
    server.use(mockEndpoint(allCommunitiesEndpoint, { communities: [science, health] }), mockEndpoint(chatTotalUsersEndpoint, { totalUsers: 128 }));
    const { container, sockets } = renderList();
    expect(screen.getByText("Loading chat rooms…")).toBeDefined();
    expect(figures()).toEqual([
      ["Active Users", "0"],
      ["Joined Today", "0"],
      ["Total Users", "0"],
    ]);
    const rooms = await screen.findAllByRole("article");
    expect(rooms.map((room) => within(room).getByRole("heading", { level: 2 }).textContent)).toEqual(["Science", "Health"]);
    expect(within(rooms[0]!).getByText("Discoveries, experiments and the questions science has yet t…")).toBeDefined();
    expect(within(rooms[0]!).getByText("12 members")).toBeDefined();
    expect(within(rooms[1]!).getByText("1 member")).toBeDefined();
    const enter = screen.getByRole("link", { name: "Join Chat: Science" });
    expect(enter.textContent).toBe("Join Chat");
    expect(enter.getAttribute("href")).toBe(`/chatroom/${science._id}`);

    // The statistics socket asks for the figures once connected, then hears them.
    const socket = sockets[0]!;
    act(() => socket.serverConnect());
    expect(socket.sent).toContainEqual([chatClientEvents.joinChatroom.name, null]);
    act(() => socket.serverEmit(chatServerEvents.statsUpdate.name, { activeUsers: 4, joinedUsers: 9 }));
    await screen.findByText("128");
    expect(figures()).toEqual([
      ["Active Users", "4"],
      ["Joined Today", "9"],
      ["Total Users", "128"],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says real-time updates are unavailable while the socket is down, keeping the numbers last heard", async () => {
    server.use(mockEndpoint(allCommunitiesEndpoint, { communities: [science] }), mockEndpoint(chatTotalUsersEndpoint, { totalUsers: 2 }));
    const { sockets } = renderList();
    await screen.findByRole("article");
    const socket = sockets[0]!;
    act(() => socket.serverConnect());
    act(() => socket.serverEmit(chatServerEvents.statsUpdate.name, { activeUsers: 3, joinedUsers: 5 }));
    expect(screen.queryByText("Real-time updates unavailable")).toBeNull();
    act(() => socket.serverEmit("disconnect", "transport close"));
    expect(screen.getByText("Real-time updates unavailable")).toBeDefined();
    expect(figures().slice(0, 2)).toEqual([
      ["Active Users", "3"],
      ["Joined Today", "5"],
    ]);
    act(() => socket.serverConnect());
    expect(screen.queryByText("Real-time updates unavailable")).toBeNull();
  });

  it("says when the rooms cannot load, and Try again brings them, linked and titled as told", async () => {
    let calls = 0;
    server.use(
      mockEndpoint(allCommunitiesEndpoint, () => (++calls === 1 ? errorResponse(500, "internal_error", "x") : { communities: [health] })),
      mockEndpoint(chatTotalUsersEndpoint, errorResponse(500, "internal_error", "x")),
    );
    renderList(<ChatRoomList roomHref={(id) => `/talk/${id}`} headingLevel={3} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the chat rooms");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("article");
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Health");
    expect(screen.getByRole("link", { name: "Join Chat: Health" }).getAttribute("href")).toBe(`/talk/${health._id}`);
    // Total Users could not be counted: it stays at 0.
    expect(figures()[2]).toEqual(["Total Users", "0"]);
  });

  it("says when there are no rooms", async () => {
    server.use(mockEndpoint(allCommunitiesEndpoint, { communities: [] }), mockEndpoint(chatTotalUsersEndpoint, { totalUsers: 0 }));
    renderList();
    await screen.findByText("No chat rooms available");
    expect(screen.queryByRole("article")).toBeNull();
  });
});
