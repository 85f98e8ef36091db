// A thread's first page as the server renders it for crawlers and for the first paint of a
// publisher's page: the same heading, list and classes as the live widget, with nothing interactive.
// Pure (no SDK): the server imports it.
import type { Opinion } from "@pnyx/contract";
import { OpinionsHeading, OpinionsList } from "./OpinionsView";
import type { OpinionsStrings } from "./strings";

export interface ThreadSnapshotProps {
  strings: OpinionsStrings;
  opinions: readonly Opinion[];
  total: number;
  now: number;
  /** The thread on Pnyx, for its replies. */
  discussionHref?: string;
}

export function ThreadSnapshot({ strings, opinions, total, now, discussionHref }: ThreadSnapshotProps) {
  return (
    <section className="pnyx-thread" part="thread">
      <OpinionsHeading strings={strings} total={total} />
      <OpinionsList strings={strings} opinions={opinions} total={total} now={now} discussionHref={discussionHref} />
    </section>
  );
}

/** What a server-rendered thread hands the widget that takes it over (no second request for its first page). */
export interface ThreadSnapshotData {
  articleId: string;
  url: string;
  opinions: Opinion[];
  total: number;
  hasMore: boolean;
}
