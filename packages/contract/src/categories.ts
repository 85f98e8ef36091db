import { z } from "./zod";

/** The eight news categories, in menu order. */
export const NEWS_CATEGORIES = ["General", "Entertainment", "Technology", "Science", "Health", "Business", "Sports", "World"] as const;
export const NewsCategory = z.enum(NEWS_CATEGORIES);
export type NewsCategory = z.infer<typeof NewsCategory>;

/** Trending is a feed, not a stored category: it mixes the reader's chosen categories. */
export const TRENDING = "Trending" as const;
export const FeedCategory = z.union([NewsCategory, z.literal(TRENDING)]);
export type FeedCategory = z.infer<typeof FeedCategory>;

/** Used for Trending when a reader has chosen no categories. */
export const DEFAULT_TRENDING_CATEGORIES: readonly NewsCategory[] = ["General", "Technology", "Business"];
