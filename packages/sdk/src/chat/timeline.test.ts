import { describe, expect, it } from "vitest";
import { chatLineKey, chatTimeline } from "./timeline";

describe("chatTimeline", () => {
  it("puts each poll where it was asked among the messages", () => {
    const message = (id: string, at: string) =>
      ({ id, topicId: "t", type: "user", username: "ann", avatar: null, message: id, attachment: null, timestamp: at }) as const;
    const poll = {
      _id: "p",
      topicId: "t",
      question: "Q?",
      options: [],
      allowMultiple: false,
      duration: 24,
      createdBy: "bob",
      createdAt: "2026-01-01T10:01:00.000Z",
      closesAt: "2026-01-02T10:01:00.000Z",
      closed: false,
      voters: 0,
      revision: 0,
    };
    const items = chatTimeline([message("m1", "2026-01-01T10:00:00.000Z"), message("m2", "2026-01-01T10:02:00.000Z")], [poll]);
    expect(items.map((i) => (i.kind === "poll" ? i.poll._id : i.message.id))).toEqual(["m1", "p", "m2"]);
    expect(items.map(chatLineKey)).toEqual(["m1", "p", "m2"]);
  });

  it("keeps lines of the same moment in the order they were held", () => {
    const at = "2026-01-01T10:00:00.000Z";
    const message = (id: string) => ({ id, topicId: "t", type: "user", username: "ann", avatar: null, message: id, attachment: null, timestamp: at }) as const;
    expect(chatTimeline([message("a"), message("b"), message("c")], []).map(chatLineKey)).toEqual(["a", "b", "c"]);
  });
});
