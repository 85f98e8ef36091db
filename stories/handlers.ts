import type { AdminSession, LevelInfo, PublicProfile, Session } from "@pnyx/contract";
import { delay, http, HttpResponse } from "msw";

// Mock API answers shaped by @pnyx/contract, shared by stories and their tests.
const healthBody = (status: "ok" | "degraded", database: string) => ({
  status,
  version: "0.4.2",
  uptimeSeconds: 5321,
  database,
  time: "2026-11-22T10:00:00.000Z",
});

export const health = {
  ok: http.get("*/api/health", () => HttpResponse.json(healthBody("ok", "connected"))),
  degraded: http.get("*/api/health", () => HttpResponse.json(healthBody("degraded", "disconnected"))),
  down: http.get("*/api/health", () => HttpResponse.json({ code: "internal_error", message: "Down" }, { status: 503 })),
  slow: http.get("*/api/health", async () => {
    await delay("infinite");
    return HttpResponse.json(healthBody("ok", "connected"));
  }),
};

export const newsletter = {
  ok: http.post("*/api/user/newsletterSignup", () => HttpResponse.json({ message: "Subscribed" })),
  fails: http.post("*/api/user/newsletterSignup", () =>
    HttpResponse.json({ code: "internal_error", message: "Something went wrong on our side" }, { status: 500 }),
  ),
};

export const support = {
  ok: http.post("*/api/feedbacks/support", () => HttpResponse.json({ message: "Message sent successfully" })),
  rateLimited: http.post("*/api/feedbacks/support", () =>
    HttpResponse.json({ code: "rate_limited", message: "Too many messages: try again in a minute" }, { status: 429 }),
  ),
};

// ---------------------------------------------------------------------------------------------
// Accounts: sessions, profiles and the auth/user endpoints.

const svgAvatar = (initial: string, background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${background}"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="Georgia">${initial}</text></svg>`,
  )}`;

export const sessions = {
  ada: {
    token: "story-member-token",
    username: "ada",
    email: "ada@example.com",
    selectedCategories: ["Science", "Technology"],
    joinedCommunities: ["66a000000000000000000005"],
    profilePicture: { url: svgAvatar("A", "#0b5cad"), mimetype: "image/svg+xml" },
    description: "Counting engines, poetical science and the occasional horse race.",
    likedPosts: [],
    dislikedPosts: [],
    likedComments: [],
    dislikedComments: [],
    points: 740,
    followers: ["grace", "alan"],
    following: ["alan"],
  },
  admin: { message: "Admin login successful", username: "root", token: "story-admin-token" },
} satisfies { ada: Session; admin: AdminSession };

/** A fresh, mutable copy of Ada's session, optionally changed. */
export const adaSession = (over: Partial<Session> = {}): Session => ({ ...structuredClone(sessions.ada), ...over });

export const profiles = {
  grace: {
    username: "grace",
    description: "Compilers, ships and nanoseconds. Ask me about the first bug.",
    profilePicture: { url: svgAvatar("G", "#1e7b34"), mimetype: "image/svg+xml" },
    followers: ["linus", "alan", "hedy"],
    following: ["ada"],
    points: 1240,
    level: { level: 3, badge: "Gold", currentPoints: 1240, goalPoints: 1500 },
    joinedAt: "2026-01-02T03:04:05.000Z",
  },
  newcomer: {
    username: "newcomer",
    description: "",
    profilePicture: null,
    followers: [],
    following: [],
    points: 0,
    level: { level: 1, badge: "Bronze", currentPoints: 0, goalPoints: 500 },
    joinedAt: "2026-11-20T08:00:00.000Z",
  },
} satisfies Record<string, PublicProfile>;

const fail = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status });
const hang = async () => {
  await delay("infinite");
  return HttpResponse.json({});
};

export const auth = {
  loginOk: http.post("*/api/auth/login", () => HttpResponse.json(adaSession())),
  loginUnverified: http.post("*/api/auth/login", () => fail(403, "forbidden", "Please verify your email first")),
  loginSlow: http.post("*/api/auth/login", hang),
  signupOk: http.post("*/api/auth/signup", () => HttpResponse.json({ message: "Verification link sent to email. Please verify." })),
  signupTaken: http.post("*/api/auth/signup", () => fail(409, "conflict", "Username already taken")),
  forgotUsernameOk: http.post("*/api/auth/forgot-username", () => HttpResponse.json({ message: "If that address has an account, we sent a mail." })),
  forgotUsernameFails: http.post("*/api/auth/forgot-username", () => fail(429, "rate_limited", "Too many requests: try again in a minute")),
  forgotPasswordOk: http.post("*/api/auth/forgot-password", () => HttpResponse.json({ message: "If that address has an account, we sent a mail." })),
  forgotPasswordFails: http.post("*/api/auth/forgot-password", () => fail(429, "rate_limited", "Too many requests: try again in a minute")),
  resetOk: http.post("*/api/auth/reset-password", () => HttpResponse.json({ message: "Password updated" })),
  resetExpired: http.post("*/api/auth/reset-password", () => fail(400, "invalid_input", "This link is invalid or has expired")),
  adminLoginOk: http.post("*/api/auth/adminLogin", () => HttpResponse.json(sessions.admin)),
  adminLoginRefused: http.post("*/api/auth/adminLogin", () => fail(401, "unauthorized", "Invalid username or password")),
};

export const users = {
  profile: (profile: PublicProfile) => http.post("*/api/user/getDetails", () => HttpResponse.json(profile)),
  profileSlow: http.post("*/api/user/getDetails", hang),
  profileMissing: http.post("*/api/user/getDetails", () => fail(404, "not_found", "No such member")),
  profileDown: http.post("*/api/user/getDetails", () => fail(500, "internal_error", "Something went wrong on our side")),
  updateProfileOk: http.post("*/api/user/updateProfile", async ({ request }) => {
    const form = await request.formData();
    return HttpResponse.json(adaSession({ description: String(form.get("description") ?? "") }));
  }),
  updateProfileRefused: http.post("*/api/user/updateProfile", () => fail(415, "unsupported_media_type", "Only images are allowed")),
  addCategoriesOk: http.post("*/api/user/addCategories", async ({ request }) => {
    const { categories } = (await request.json()) as { categories: Record<string, boolean> };
    return HttpResponse.json({ message: "Categories updated", selectedCategories: Object.keys(categories).filter((c) => categories[c]) });
  }),
  addCategoriesFails: http.post("*/api/user/addCategories", () => fail(500, "internal_error", "Something went wrong on our side")),
  /** Answers as if Ada (following only alan) followed `name`. */
  followOk: http.post("*/api/user/followUser", async ({ request }) => {
    const { name } = (await request.json()) as { name: string };
    return HttpResponse.json({ message: "Followed", following: ["alan", name], followers: 1 });
  }),
  followPending: http.post("*/api/user/followUser", hang),
  unfollowOk: http.post("*/api/user/unfollowUser", () => HttpResponse.json({ message: "Unfollowed", following: [], followers: 0 })),
  followFails: http.post("*/api/user/followUser", () => fail(429, "rate_limited", "Too many actions: slow down a little")),
  level: (level: LevelInfo) => http.post("*/api/user/level", () => HttpResponse.json(level)),
  levelSlow: http.post("*/api/user/level", hang),
  levelDown: http.post("*/api/user/level", () => fail(500, "internal_error", "Something went wrong on our side")),
};
