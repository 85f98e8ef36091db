import type { Ack, RewardCandidate } from "@pnyx/contract";
import type { PnyxError, SendAchievementMailInput } from "@pnyx/sdk";
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../../client-context";
import { pnyxKeys } from "../../query-keys";

// Administrators' hooks: the reward mails for unlocked badges (admin token).

/** Members with an unlocked badge not yet rewarded, the earliest unlocked first. */
export function useRewardCandidates(): UseQueryResult<RewardCandidate[], PnyxError> {
  const client = usePnyxClient();
  return useQuery<RewardCandidate[], PnyxError>({ queryKey: pnyxKeys.admin.rewards(), queryFn: () => client.gamification.peopleWithBadges() });
}

/** The same member and badge as `candidate`. */
const isRewardFor = (candidate: RewardCandidate, mail: { email: string; badge: string }) =>
  candidate.email.toLowerCase() === mail.email.toLowerCase() && candidate.badge.name === mail.badge;

/** Mails a member for a badge; once sent, their row leaves the candidates at once. */
export function useSendReward() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Ack, PnyxError, SendAchievementMailInput>({
    mutationFn: (mail) => client.gamification.sendAchievementMail(mail),
    onSuccess: (_answer, mail) => {
      queryClient.setQueryData<RewardCandidate[]>(pnyxKeys.admin.rewards(), (rows) => rows?.filter((row) => !isRewardFor(row, mail)));
    },
  });
}
