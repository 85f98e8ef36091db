import { POINTS, type AchievementName, type Badge } from "@pnyx/contract";
import type { PnyxClient } from "@pnyx/sdk";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { usePnyxClient } from "../../client-context";
import { pnyxKeys } from "../../query-keys";
import { saveBadges, useLiveBadgeUnlocks } from "./badges";
import { useSession } from "../session";

/** Shows one badge's toasts; settles once the last of them has closed. */
export type PresentBadge = (badge: AchievementName) => Promise<void>;

export interface UseBadgeFlowOptions {
  /** How a newly unlocked badge is shown (the unlock toast, then the achievement toast). */
  present: PresentBadge;
}

/** One member's flow in one query cache: however many hosts are mounted, a badge plays once. */
interface Flow {
  running: boolean;
  /** A trigger came while running: look again once this run ends. */
  again: boolean;
  /** Badges already played here, so a failed save never plays them twice in one visit. */
  played: Set<AchievementName>;
  /** floor(points / 10) when last seen; null until the first sighting. */
  pointsStep: number | null;
}

const flows = new WeakMap<QueryClient, Map<string, Flow>>();

function flowOf(queryClient: QueryClient, username: string): Flow {
  let members = flows.get(queryClient);
  if (!members) flows.set(queryClient, (members = new Map()));
  let flow = members.get(username);
  if (!flow) members.set(username, (flow = { running: false, again: false, played: new Set(), pointsStep: null }));
  return flow;
}

/** Whether `points` passed a multiple of POINTS.badgeCheckEvery since last seen (the first sighting only records). */
function pointsStepRose(flow: Flow, points: number): boolean {
  const step = Math.floor(points / POINTS.badgeCheckEvery);
  const rose = flow.pointsStep !== null && step > flow.pointsStep;
  flow.pointsStep = step;
  return rose;
}

interface FlowDeps {
  client: PnyxClient;
  queryClient: QueryClient;
  username: string;
  present: PresentBadge;
}

/** Runs the flow, or asks the running one to look again when it ends. Errors are only logged (product §6). */
async function runBadgeFlow(flow: Flow, deps: FlowDeps): Promise<void> {
  if (flow.running) {
    flow.again = true;
    return;
  }
  flow.running = true;
  try {
    do {
      flow.again = false;
      await playNewBadges(flow, deps).catch((error: unknown) => console.error(error));
    } while (flow.again);
  } finally {
    flow.running = false;
  }
}

/** Fetches the badges, plays each unlocked one not yet displayed, in order, then saves them displayed. */
async function playNewBadges(flow: Flow, { client, queryClient, username, present }: FlowDeps): Promise<void> {
  const badges = await queryClient.fetchQuery<Badge[]>({
    queryKey: pnyxKeys.member.badges(username),
    queryFn: () => client.gamification.badges(),
    staleTime: 0,
  });
  const fresh = badges.filter((badge) => badge.unlocked && !badge.displayed && !flow.played.has(badge.name));
  if (fresh.length === 0) return;
  for (const badge of fresh) {
    flow.played.add(badge.name);
    await present(badge.name);
  }
  // Another member logged in meanwhile: their badges are not this list's to mark.
  if (client.session.get().user?.username !== username) return;
  const shown = new Set(fresh.map((badge) => badge.name));
  await saveBadges(client, queryClient, username, {
    achievements: badges.map((badge) => ({ name: badge.name, displayed: badge.displayed || shown.has(badge.name) })),
  });
}

/**
 * The badge flow (product §6): when the member's points pass a multiple of 10, or the server says a
 * badge was unlocked, the badges are fetched; each unlocked one not yet displayed is presented in
 * turn and the list is saved back with them displayed. One flow runs per member and query cache,
 * so mounting two hosts plays nothing twice.
 */
export function useBadgeFlow({ present }: UseBadgeFlowOptions): void {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const username = user?.username;
  const points = user?.points;
  const latestPresent = useRef(present);
  latestPresent.current = present;

  const start = useCallback(() => {
    if (!username) return;
    void runBadgeFlow(flowOf(queryClient, username), { client, queryClient, username, present: (badge) => latestPresent.current(badge) });
  }, [client, queryClient, username]);

  useLiveBadgeUnlocks(start);
  useEffect(() => {
    if (username && points !== undefined && pointsStepRose(flowOf(queryClient, username), points)) start();
  }, [queryClient, username, points, start]);
}
