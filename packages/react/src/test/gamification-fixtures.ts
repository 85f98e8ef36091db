// Serving gamification fixtures (from @pnyx/contract/testing) to widget and hook tests through msw.
import { homeActivityEndpoint, recentEndpoint, type ActivityItem } from "@pnyx/contract";
import { mockEndpoint } from "@pnyx/sdk/testing";
import type { SetupServer } from "msw/node";

export { aBadge, aLeaderboard, aRewardCandidate, achievementMap, activityItems, anAchievement, anActivityItem, badgeList } from "@pnyx/contract/testing";

/** Serves `items` (newest first) as the server pages them: `number` at a time, before `before`. Records each page's `before`. */
export function serveActivity(server: SetupServer, endpoint: typeof recentEndpoint | typeof homeActivityEndpoint, items: ActivityItem[]) {
  const asked: (string | undefined)[] = [];
  server.use(
    mockEndpoint(endpoint, ({ number, before }) => {
      asked.push(before);
      return items.filter((item) => !before || item.at < before).slice(0, number);
    }),
  );
  return asked;
}
