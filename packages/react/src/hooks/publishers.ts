import type { Ack, CreatePublisherRequest, Publisher, PublisherWithSecret, UpdatePublisherRequest } from "@pnyx/contract";
import type { PnyxError } from "@pnyx/sdk";
import { useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";

// Administrators' hooks: the publishers that embed Pnyx, their origins and how their sign-ins are
// checked (admin token). A secret is in a create or rotate answer only: never in the cache.

type PublisherList = { publishers: Publisher[] };

/** Every registered publisher, oldest first. */
export function usePublishers(): UseQueryResult<PublisherList, PnyxError> {
  const client = usePnyxClient();
  return useQuery<PublisherList, PnyxError>({ queryKey: pnyxKeys.admin.publishers(), queryFn: () => client.publishers.list() });
}

/** The list shows `publisher` as answered at once (added at the end when new), then reloads. */
function settlePublisher(queryClient: QueryClient, publisher: Publisher) {
  queryClient.setQueryData<PublisherList>(pnyxKeys.admin.publishers(), (data) => {
    if (!data) return data;
    const known = data.publishers.some((p) => p._id === publisher._id);
    return { publishers: known ? data.publishers.map((p) => (p._id === publisher._id ? publisher : p)) : [...data.publishers, publisher] };
  });
  void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.publishers() });
}

/** Registers a publisher; the answer carries its shared secret (unless it has a key set), shown this once. */
export function useCreatePublisher() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<PublisherWithSecret, PnyxError, CreatePublisherRequest>({
    mutationFn: (input) => client.publishers.create(input),
    onSuccess: (answer) => settlePublisher(queryClient, answer.publisher),
  });
}

/** Renames a publisher, replaces its origins or points it at a key set. */
export function useUpdatePublisher() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Publisher, PnyxError, UpdatePublisherRequest>({
    mutationFn: (input) => client.publishers.update(input),
    onSuccess: (publisher) => settlePublisher(queryClient, publisher),
  });
}

/** Makes a new shared secret (in the answer only); the previous one stays valid until the rotation ends. */
export function useRotatePublisherSecret() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<PublisherWithSecret, PnyxError, string>({
    mutationFn: (id) => client.publishers.rotateSecret({ id }),
    onSuccess: (answer) => settlePublisher(queryClient, answer.publisher),
  });
}

/** Ends a rotation: the previous secret stops signing valid tokens. */
export function useEndPublisherRotation() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Publisher, PnyxError, string>({
    mutationFn: (id) => client.publishers.endRotation({ id }),
    onSuccess: (publisher) => settlePublisher(queryClient, publisher),
  });
}

/** Removes a publisher: it leaves the list at once. Its readers' accounts and threads stay. */
export function useRemovePublisher() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Ack, PnyxError, string>({
    mutationFn: (id) => client.publishers.remove({ id }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<PublisherList>(pnyxKeys.admin.publishers(), (data) => data && { publishers: data.publishers.filter((p) => p._id !== id) });
      void queryClient.invalidateQueries({ queryKey: pnyxKeys.admin.publishers() });
    },
  });
}
