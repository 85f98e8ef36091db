import { z } from "./zod";
import { CommunityPostSummary } from "./communities";
import { defineEndpoint } from "./endpoint";
import { ArticleSummary } from "./news";

export const SearchRequest = z.object({
  searchText: z.string().trim().min(1, "Please enter something").max(100, "Search text is too long (100 characters at most)"),
});
export type SearchRequest = z.input<typeof SearchRequest>;
/** Case-insensitive text search (never a raw pattern); at most 50 results per tab. */
export const searchEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/search/",
  request: SearchRequest,
  response: z.object({ posts: z.array(ArticleSummary), communityPosts: z.array(CommunityPostSummary) }),
});
