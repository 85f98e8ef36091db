// Query cache fixtures for the hook tests.
import type { QueryClient } from "@tanstack/react-query";
import { pnyxKeys } from "../query-keys";
import { level, profile } from "./fixtures";

/** Caches member data (ada's level), public data (grace's profile) and admin data (the newsletter). */
export const seedMemberData = (queryClient: QueryClient) => {
  queryClient.setQueryData(pnyxKeys.member.levelAt("ada", 740), level);
  queryClient.setQueryData(pnyxKeys.users.profile("grace"), profile());
  queryClient.setQueryData(pnyxKeys.admin.newsletter(), { subscribers: [] });
};
