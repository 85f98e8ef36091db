import { defineEndpoint } from "./endpoint";
import { LevelInfo } from "./levels";
import { Caller } from "./users";

// Points, levels, badges and achievements: what a member has earned (server module: gamification).

/** The caller's level from their points. */
export const levelEndpoint = defineEndpoint({ method: "POST", path: "/api/user/level", auth: "member", request: Caller, response: LevelInfo });
