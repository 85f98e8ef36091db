import { z } from "./zod";
import { NewsCategory } from "./categories";

export const ProfilePicture = z.object({ url: z.string(), mimetype: z.string() }).nullable();
export type ProfilePicture = z.infer<typeof ProfilePicture>;

/** What a member's browser keeps after login: identity, choices and the id lists the UI marks up. */
export const Session = z.object({
  token: z.string(),
  username: z.string(),
  email: z.string(),
  selectedCategories: z.array(NewsCategory),
  joinedCommunities: z.array(z.string()),
  profilePicture: ProfilePicture,
  description: z.string(),
  likedPosts: z.array(z.string()),
  dislikedPosts: z.array(z.string()),
  likedComments: z.array(z.string()),
  dislikedComments: z.array(z.string()),
  points: z.number().int().nonnegative(),
  followers: z.array(z.string()),
  following: z.array(z.string()),
  /**
   * Members this member ignores: their opinions, replies and chat messages are folded for them
   * (GET/POST /api/moderation/ignored, ignore, unignore). Absent from sessions made before issue 47.
   */
  ignoring: z.array(z.string()).optional(),
});
export type Session = z.infer<typeof Session>;

/** An administrator's login result; kept apart from the member session. */
export const AdminSession = z.object({ message: z.string(), username: z.string(), token: z.string() });
export type AdminSession = z.infer<typeof AdminSession>;
