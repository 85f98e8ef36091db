import type { ModerationSettings, Sanction } from "@pnyx/contract";
import type {
  DecisionReasons,
  HoldSettingsInput,
  LiftSanctionInput,
  MemberStandingResponse,
  PnyxError,
  SanctionInput,
  SetDecisionReasonsInput,
} from "@pnyx/sdk";
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";

// Administrators' hooks for acting on people and for what the site holds before it shows (issue 47):
// a member's standing and sanctions, suspending, banning and lifting, the hold settings and word
// list, and the site's reasons.

/** A member's standing (points, age, removals, their reports' record, the sanction in force) and their sanctions, newest first. */
export function useMemberStanding(username: string): UseQueryResult<MemberStandingResponse, PnyxError> {
  const client = usePnyxClient();
  return useQuery<MemberStandingResponse, PnyxError>({
    queryKey: pnyxKeys.admin.memberStanding(username),
    queryFn: () => client.moderation.memberStanding({ username }),
    enabled: username.trim() !== "",
    // A name no member has stays unknown: asking again will not change that.
    retry: (count, error) => error.status !== 404 && count < 2,
  });
}

/** After a sanction or a lift: standings (here and on queue items), the queue and the audit log reload. */
function useSanctionsSettled() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.memberStandings() });
    void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.moderationQueues() });
    void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.audit() });
  };
}

/** Suspends or bans a member (site-wide or from one community), keeping or removing their writing. */
export function useSanction() {
  const client = usePnyxClient();
  const settled = useSanctionsSettled();
  const queryClient = useQueryClient();
  return useMutation<Sanction, PnyxError, SanctionInput>({
    mutationFn: (input) => client.moderation.sanction(input),
    onSuccess: (_sanction, input) => {
      settled();
      // Removed writing leaves the lists it was in.
      if (input.removeWriting) {
        void queryClient.invalidateQueries({ queryKey: pnyxKeys.opinions.all() });
        void queryClient.invalidateQueries({ queryKey: pnyxKeys.communities.all() });
      }
    },
  });
}

/** Ends a sanction before its time. */
export function useLiftSanction() {
  const client = usePnyxClient();
  const settled = useSanctionsSettled();
  return useMutation<Sanction, PnyxError, LiftSanctionInput>({
    mutationFn: (input) => client.moderation.liftSanction(input),
    onSuccess: settled,
  });
}

/** The hold settings (new members' first writings, site-wide and per community) and the word list. */
export function useHoldSettings(): UseQueryResult<ModerationSettings, PnyxError> {
  const client = usePnyxClient();
  return useQuery<ModerationSettings, PnyxError>({ queryKey: pnyxKeys.admin.moderationSettings(), queryFn: () => client.moderation.holdSettings() });
}

/** Replaces the hold settings and word list; the cache takes the stored answer. */
export function useSetHoldSettings() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<ModerationSettings, PnyxError, HoldSettingsInput>({
    mutationFn: (input) => client.moderation.setHoldSettings(input),
    onSuccess: (stored) => {
      queryClient.setQueryData(pnyxKeys.admin.moderationSettings(), stored);
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.audit() });
    },
  });
}

/** Replaces the site's reasons for decisions and sanctions; the cache takes the stored answer. */
export function useSetDecisionReasons() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<DecisionReasons, PnyxError, SetDecisionReasonsInput>({
    mutationFn: (input) => client.moderation.setReasons(input),
    onSuccess: (stored) => {
      queryClient.setQueryData(pnyxKeys.admin.moderationReasons(), stored);
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.audit() });
    },
  });
}
