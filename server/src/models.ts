import type { Connection } from "mongoose";
import { fieldReferrer, type UploadReferrer } from "./platform/uploads";
import { registerAdminModel } from "./modules/admins/model";
import { registerChatModels } from "./modules/chat/model";
import { registerCommunityModel, registerCommunityPostModel } from "./modules/communities/model";
import { registerFeedbackModels } from "./modules/feedback/model";
import { registerGamificationModels } from "./modules/gamification/model";
import { registerAuditModel } from "./modules/moderation/audit-model";
import { registerNoticeModel } from "./modules/moderation/notice-model";
import { registerSanctionModel } from "./modules/moderation/sanctions/model";
import { registerHoldSettingsModel } from "./modules/moderation/holds/settings-model";
import { registerQueueModels } from "./modules/moderation/queue-model";
import { registerNotificationModel } from "./modules/notifications/model";
import { registerArticleModel } from "./modules/news/model";
import { registerCommentModel, registerReportModel } from "./modules/opinions/model";
import { registerUploadModels } from "./modules/uploads/model";
import { registerRetiredUsernameModel, registerUserModel } from "./modules/users/model";
import { registerPublisherModels } from "./modules/publishers/api/model";
import { registerIntentModels } from "./platform/intent-model";
import { registerVoteModel } from "./modules/votes/model";

/** Every mongoose model, registered on one connection (tests get their own connection and models). */
export function registerModels(connection: Connection) {
  return {
    User: registerUserModel(connection),
    RetiredUsername: registerRetiredUsernameModel(connection),
    Admin: registerAdminModel(connection),
    Article: registerArticleModel(connection),
    Comment: registerCommentModel(connection),
    Report: registerReportModel(connection),
    Community: registerCommunityModel(connection),
    CommunityPost: registerCommunityPostModel(connection),
    Vote: registerVoteModel(connection),
    Audit: registerAuditModel(connection),
    ModerationNotice: registerNoticeModel(connection),
    Sanction: registerSanctionModel(connection),
    HoldSettings: registerHoldSettingsModel(connection),
    ...registerQueueModels(connection),
    Notification: registerNotificationModel(connection),
    ...registerFeedbackModels(connection),
    ...registerGamificationModels(connection),
    ...registerUploadModels(connection),
    ...registerChatModels(connection),
    ...registerIntentModels(connection),
    ...registerPublisherModels(connection),
  };
}
export type Models = ReturnType<typeof registerModels>;

/**
 * Fields that hold upload URLs: the uploads sweep keeps every file one of them names. A module
 * whose documents point at uploads (chat attachments, …) adds its field here with its model.
 */
export function uploadReferrers(models: Models): UploadReferrer[] {
  return [
    fieldReferrer(models.User, "profilePicture.url"),
    fieldReferrer(models.Comment, "image"),
    fieldReferrer(models.CommunityPost, "image"),
    fieldReferrer(models.Article, "image"),
    fieldReferrer(models.ChatMessage, "attachment.url"),
  ];
}

/** Creates the indexes each schema declares (unique ones enforce the rules), once at start. */
export async function syncIndexes(connection: Connection): Promise<void> {
  for (const model of Object.values(connection.models)) await model.syncIndexes();
}
