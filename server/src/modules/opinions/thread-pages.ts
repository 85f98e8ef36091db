import { OPINIONS_PAGE_SIZE, type Opinion } from "@pnyx/contract";
import { threadPageKey } from "../../platform/cache-tags";

/** A page of a thread's opinions as getComments and postComments answer it. */
interface ThreadPage {
  comments: Opinion[];
  hasMore: boolean;
}

/** Whether `a` comes before `b` in each sort of topLevelPage (service.ts). */
const BEFORE = {
  // createdAt, then _id, newest first (ISO times and ObjectId hex strings sort as they compare).
  newest: (a: Opinion, b: Opinion) => a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a._id > b._id),
  // upvotes, then createdAt, highest first (ties are in the order the index holds them: see `tied`).
  top: (a: Opinion, b: Opinion) => a.upvotes > b.upvotes || (a.upvotes === b.upvotes && a.createdAt > b.createdAt),
} as const;

/**
 * Opinions the top sort cannot tell apart (same upvotes, same millisecond: written in one batch):
 * the index holds them in the order they were stored, which the page does not show.
 */
const tied = (a: Opinion, b: Opinion) => a.upvotes === b.upvotes && a.createdAt === b.createdAt;

/**
 * How a kept first page of a thread shows a new top-level opinion, exactly as the database now answers
 * it: the opinion takes its place in the page's order and the last one moves on to the next page.
 * For the response cache's `patch` (keys: platform/cache-tags.ts threadPageKey). Other pages, where every entry moves,
 * are left to the bound (undefined), as are top pages with an opinion the sort cannot tell from the
 * new one; a page already holding it (computed after it was stored) is answered unchanged.
 */
export function pageWithNewOpinion(opinion: Opinion): (key: string, json: string) => string | undefined {
  return (key, json) => {
    const { sort, page } = threadPageKey.parse(key);
    if (page !== 1 || (sort !== "newest" && sort !== "top")) return undefined;
    const answer = JSON.parse(json) as ThreadPage;
    if (answer.comments.some((c) => c._id === opinion._id)) return json;
    if (sort === "top" && answer.comments.some((c) => tied(opinion, c))) return undefined;
    let at = answer.comments.findIndex((c) => BEFORE[sort](opinion, c));
    if (at === -1) {
      // After every opinion of a full page: on a later one.
      if (answer.comments.length === OPINIONS_PAGE_SIZE) return JSON.stringify({ ...answer, hasMore: true });
      if (answer.hasMore) return undefined;
      at = answer.comments.length;
    }
    answer.comments.splice(at, 0, opinion);
    if (answer.comments.length > OPINIONS_PAGE_SIZE) {
      answer.comments.pop();
      answer.hasMore = true;
    }
    return JSON.stringify(answer);
  };
}

/** A reply's parent's count of replies, as the batch that stored the reply moved it (opinion-batch.ts). */
export interface RepliesMoved {
  parentId: string;
  /** The stored count before the batch, and after it added its replies to this parent. */
  before: number;
  after: number;
}

/**
 * How a kept page of a thread shows a new reply: the reply itself is on no page (pages list the
 * top-level opinions, in an order replies do not change), but its parent's count of replies is, when
 * the parent is on the page. The page shows the count after the batch when it showed the count
 * before; a page showing any other count (computed after the batch, or while another instance or a
 * removal moved it too) is left to the bound, or kept as it is when it already shows the count after.
 */
export function pageWithNewReply(moved: RepliesMoved): (key: string, json: string) => string | undefined {
  // As present.ts shows them.
  const before = Math.max(0, moved.before);
  const after = Math.max(0, moved.after);
  return (_key, json) => {
    // Most pages do not show the parent (a reply answers any opinion, on any page): no parse for those.
    if (!json.includes(moved.parentId)) return json;
    const answer = JSON.parse(json) as ThreadPage;
    const parent = answer.comments.find((c) => c._id === moved.parentId);
    if (!parent || parent.replyCount === after) return json;
    if (parent.replyCount !== before) return undefined;
    parent.replyCount = after;
    return JSON.stringify(answer);
  };
}
