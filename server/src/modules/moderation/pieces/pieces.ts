import type { ModerationTargetType } from "@pnyx/contract";
import type { ServiceDeps } from "../../../services";
import type { AchievementChecks } from "../../gamification/achievement-checks";
import type { PostReviewService } from "../post-review";
import { createChatPieces } from "./chat-piece";
import { createOpinionPieces } from "./opinion-piece";
import type { PieceKind } from "./piece";
import { createPostPieces } from "./post-piece";

/** Each kind of writing the queue moderates, by its target type. */
export type Pieces = Record<ModerationTargetType, PieceKind>;

export function createPieces(
  deps: Pick<ServiceDeps, "models" | "intents" | "cache" | "live" | "pictures" | "now">,
  review: Pick<PostReviewService, "discard">,
  achievements: Pick<AchievementChecks, "figuresFell">,
): Pieces {
  return {
    comment: createOpinionPieces(deps, achievements),
    communityPost: createPostPieces(deps, review, achievements),
    chatMessage: createChatPieces(deps),
  };
}
