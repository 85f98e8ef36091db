import type { ChatMessage } from "@pnyx/contract";
import { describe, expect, it } from "vitest";
import { REMOVED_REMEMBERED, rememberRemoved, restoreMessages } from "./room-state";

const id = (n: number) => `67f0000000000000000000${n.toString(16).padStart(2, "0")}`;
const message = (n: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: id(n),
  topicId: "66a000000000000000000005",
  type: "user",
  username: "grace",
  avatar: null,
  message: `Message ${n}`,
  attachment: null,
  timestamp: new Date(Date.UTC(2026, 10, 22, 10, 0, n)).toISOString(),
  ...over,
});
const ids = (list: readonly ChatMessage[]) => list.map((m) => m.id);

describe("restoreMessages (messages shown again after review)", () => {
  it("puts each back in its place by time, once", () => {
    const list = [message(1), message(3), message(5)];
    const back = restoreMessages(list, [message(4), message(2), message(4)], false);
    expect(ids(back)).toEqual([id(1), id(2), id(3), id(4), id(5)]);
    expect(ids(restoreMessages(back, [message(2)], false))).toEqual(ids(back));
  });

  it("replaces the sender's own copy, which loses awaitingReview, in place", () => {
    const list = [message(1), message(2, { awaitingReview: true }), message(3)];
    const back = restoreMessages(list, [message(2)], false);
    expect(ids(back)).toEqual([id(1), id(2), id(3)]);
    expect(back[1]!.awaitingReview).toBeUndefined();
  });

  it("goes after the newest and at the front of a whole history; one older than a partial history is left to its page", () => {
    expect(ids(restoreMessages([message(3)], [message(9)], true))).toEqual([id(3), id(9)]);
    expect(ids(restoreMessages([message(3)], [message(1)], false))).toEqual([id(1), id(3)]);
    const list = [message(3)];
    expect(restoreMessages(list, [message(1)], true)).toBe(list);
    expect(ids(restoreMessages([], [message(1)], false))).toEqual([id(1)]);
  });
});

describe("rememberRemoved", () => {
  it("keeps each id once and only the newest REMOVED_REMEMBERED", () => {
    const memory = rememberRemoved([], [id(1), id(2), id(1)]);
    expect(memory).toEqual([id(1), id(2)]);
    expect(rememberRemoved(memory, [id(2)])).toBe(memory);
    const many = Array.from({ length: REMOVED_REMEMBERED + 3 }, (_, n) => `m${n}`);
    const bounded = rememberRemoved([], many);
    expect(bounded).toHaveLength(REMOVED_REMEMBERED);
    expect(bounded[0]).toBe("m3");
  });
});
