/** Business constants and limits of the product (product spec §9). */
export const BREAKPOINTS = { mobile: 768, wide: 1280 } as const;
export const SCROLL_THRESHOLDS = { brandHide: 75, secondary: 150 } as const;

export const POINTS = { vote: 5, opinion: 20, communityPost: 50, badgeCheckEvery: 10 } as const;

export const PAGE_SIZES = {
  homePopularOpinions: 3,
  popularOpinions: 9,
  homeCommunities: 8,
  homeCommunitiesMidWidth: 9,
  trendingNarrow: 5,
  trending: 6,
  joinedPreview: 3,
  subcategoryTilesMobile: 3,
  subcategoryTiles: 5,
  profileRecents: 5,
  newsFeed: 9,
} as const;

export const TRUNCATE = {
  mobileAuthorName: 8,
  newsCardName: 15,
  mobileComment: 70,
  cardTitle: 70,
  description: 70,
  communityCardDescription: 100,
  communityDescription: 60,
  communityTopPostTitle: 30,
  activityTitle: 80,
  activityTitleFullPage: 25,
  adminPreview: 40,
} as const;

export const LIMITS = {
  imageBytes: 10_240_000,
  chatMessage: 500,
  pollQuestion: 200,
  pollOption: 100,
  pollMinOptions: 2,
  pollMaxOptions: 6,
  pollDurationsHours: [1, 6, 12, 24, 72, 168],
  pollDefaultDurationHours: 24,
  searchText: 100,
  chatSuggestions: 5,
  /** Posts one member may have awaiting review at once; more wait until some are reviewed. */
  pendingPostsPerMember: 5,
} as const;

export const TIMING = {
  toastMs: 3000,
  socketConnectTimeoutMs: 20_000,
  reconnectDelayMs: 1000,
  reconnectDelayMaxMs: 5000,
  persistTimeoutMs: 5000,
} as const;

/** Level thresholds by total points, in order. The toast spells Emerald 'Emrald', as the spec shows. */
export const LEVELS = [
  { level: 1, badge: "Bronze", minPoints: 0 },
  { level: 2, badge: "Silver", minPoints: 500 },
  { level: 3, badge: "Gold", minPoints: 1000 },
  { level: 4, badge: "Platinum", minPoints: 1500 },
  { level: 5, badge: "Emerald", minPoints: 2000 },
  { level: 6, badge: "Ruby", minPoints: 2500 },
  { level: 7, badge: "Diamond", minPoints: 3000 },
] as const;
