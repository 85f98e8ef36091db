import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NewsCard } from "./components/news-card/NewsCard";
import { OpinionCard } from "./components/opinion-thread/OpinionCard";
import { part } from "./helpers/part";
import { session } from "./test/fixtures";
import { COMMENT_ID, liveTestClient, opinion, summary } from "./test/news-fixtures";
import { renderWithPnyx } from "./test/render";

describe("stable class names and state attributes", () => {
  it("builds names one way", () => {
    expect(part("opinion-card")).toBe("pnyx-opinion-card");
    expect(part("opinion-card", "actions")).toBe("pnyx-opinion-card__actions");
  });

  it("names a news card's root and parts", () => {
    const { container } = renderWithPnyx(<NewsCard article={summary()} className="mine" />, liveTestClient().client);
    const root = container.querySelector("article")!;
    expect(root.classList.contains("pnyx-news-card")).toBe(true);
    expect(root.classList.contains("mine")).toBe(true);
    for (const name of ["media", "body", "title", "meta", "footer"]) {
      expect(root.querySelector(`.pnyx-news-card__${name}`), name).not.toBeNull();
    }
  });

  it("names an opinion card's parts and tells own cards and the member's vote", () => {
    const me = session();
    const mine = opinion({ _id: COMMENT_ID, author: me.username });
    const { client } = liveTestClient({ user: { ...me, likedComments: [COMMENT_ID] } });
    renderWithPnyx(<OpinionCard opinion={mine} />, client);
    const card = screen.getByRole("article", { name: `Opinion by ${me.username}` });
    expect(card.classList.contains("pnyx-opinion-card")).toBe(true);
    expect(card.dataset.own).toBe("");
    for (const name of ["header", "avatar", "author", "date", "body", "footer", "votes", "actions"]) {
      expect(card.querySelector(`.pnyx-opinion-card__${name}`), name).not.toBeNull();
    }
    const votes = card.querySelector<HTMLElement>(".pnyx-vote-buttons")!;
    expect(votes.dataset.vote).toBe("up");
    expect(votes.querySelector(".pnyx-vote-buttons__like")).not.toBeNull();
    expect(votes.querySelector(".pnyx-vote-buttons__dislike")).not.toBeNull();
  });

  it("leaves others' cards unmarked and a visitor's vote at none", () => {
    renderWithPnyx(<OpinionCard opinion={opinion({ author: "grace" })} />, liveTestClient().client);
    const card = screen.getByRole("article", { name: "Opinion by grace" });
    expect(card.dataset.own).toBeUndefined();
    expect(card.querySelector<HTMLElement>(".pnyx-vote-buttons")!.dataset.vote).toBe("none");
  });
});
