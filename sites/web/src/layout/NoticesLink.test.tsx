import { LIVE_EVENTS, MODERATION_TEXTS, noticesEndpoint, notificationsEndpoint } from "@pnyx/contract";
import { aSession } from "@pnyx/contract/testing";
import { PnyxProvider, createPnyxQueryClient } from "@pnyx/react";
import { createMemorySessionStore, createPnyxClient, type SocketFactory } from "@pnyx/sdk";
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeFetch, fakeRoute } from "../test/fakeApi";
import { NoticesLink } from "./NoticesLink";

type Listener = (...args: unknown[]) => void;

/** A socket the test plays the server of: it connects when asked, acknowledges every watch, and pushes events. */
function playedSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const fire = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
  };
  const socket = {
    connected: false,
    active: false,
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return socket;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    emit(_event: string, _payload?: unknown, ack?: Listener) {
      ack?.({ ok: true });
      return socket;
    },
    timeout: () => ({ emit: (_event: string, _payload: unknown, ack: Listener) => (ack(null, { ok: true }), socket) }),
    connect() {
      socket.active = true;
      queueMicrotask(() => {
        socket.connected = true;
        fire("connect");
      });
      return socket;
    },
    disconnect() {
      socket.connected = false;
      socket.active = false;
      return socket;
    },
    /** Server → client. */
    push: (event: string, payload: unknown) => fire(event, payload),
  };
  return socket;
}

function renderLink(unseenNotices: number) {
  const noticesAsked: unknown[] = [];
  const socket = playedSocket();
  const client = createPnyxClient({
    baseUrl: "http://pnyx.test",
    sessionStore: createMemorySessionStore({ user: aSession({ username: "ada" }) }),
    fetch: fakeFetch([
      fakeRoute(notificationsEndpoint, () => ({ notifications: [], unread: 0, hasMore: false, unseenNotices })),
      // A page view must not read the notices: the count comes with the notifications' first page.
      fakeRoute(noticesEndpoint, (input) => {
        noticesAsked.push(input ?? {});
        return { notices: [], unseen: 0 };
      }),
    ]),
    // socket.io connects a socket as it is made.
    socket: (() => socket.connect()) as unknown as SocketFactory,
  });
  const queryClient = createPnyxQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <PnyxProvider client={client} queryClient={queryClient}>
      <NoticesLink />
    </PnyxProvider>,
  );
  return { socket, noticesAsked };
}

const linkText = (count: number) => MODERATION_TEXTS.noticesLink.replace("{count}", String(count));

describe("NoticesLink", () => {
  it("shows the unseen count the notifications' first page carries, without asking for the notices", async () => {
    const { noticesAsked } = renderLink(2);
    expect((await screen.findByRole("link", { name: linkText(2) })).getAttribute("href")).toBe("/notices");
    expect(noticesAsked).toEqual([]);
  });

  it("follows the member watch's count (a notice issued, notices seen), still without asking for the notices", async () => {
    const { socket, noticesAsked } = renderLink(0);
    await waitFor(() => expect(socket.connected).toBe(true));
    expect(screen.queryByRole("link")).toBeNull();
    await act(async () => socket.push(LIVE_EVENTS.unseenNotices, { unseen: 1 }));
    await screen.findByRole("link", { name: linkText(1) });
    await act(async () => socket.push(LIVE_EVENTS.unseenNotices, { unseen: 0 }));
    await waitFor(() => expect(screen.queryByRole("link")).toBeNull());
    expect(noticesAsked).toEqual([]);
  });
});
