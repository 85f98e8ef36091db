import type { PnyxError, SearchResponse } from "@pnyx/sdk";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";

/** Search results (news and community posts); idle while the text is empty. */
export function useSearch(text: string | null | undefined): UseQueryResult<SearchResponse, PnyxError> {
  const client = usePnyxClient();
  const searchText = (text ?? "").trim();
  return useQuery<SearchResponse, PnyxError>({
    queryKey: pnyxKeys.search.results(searchText),
    queryFn: () => client.search.query({ searchText }),
    enabled: searchText.length > 0,
  });
}
