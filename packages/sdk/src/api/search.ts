// Text search over news articles and verified community posts.
import { searchEndpoint, type EndpointResponse, type SearchRequest } from "@pnyx/contract";
import type { Transport } from "../transport";

export type SearchInput = SearchRequest;
export type SearchResponse = EndpointResponse<typeof searchEndpoint>;

export interface SearchApi {
  /** News articles and verified community posts matching `searchText` (at most 50 each): POST /api/search/. */
  query(input: SearchInput): Promise<SearchResponse>;
}

export function createSearchApi(transport: Transport): SearchApi {
  return {
    query: (input) => transport.call(searchEndpoint, input),
  };
}
