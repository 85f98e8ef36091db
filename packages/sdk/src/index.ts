export {
  createPnyxClient,
  type PnyxClient,
  type PnyxClientOptions,
  type AddCategoriesInput,
  type AddCategoriesResponse,
  type DeleteAccountInput,
  type FollowInput,
  type FollowResponse,
  type NewsletterEmailsResponse,
  type UpdateProfileInput,
  type UploadResponse,
  type UserCommentsResponse,
  type UserPostsResponse,
  type VerifyEmailInput,
} from "./client";
export { PnyxError, isPnyxError } from "./errors";
export { LOGIN_REQUIRED_MESSAGE, type TokenProvider } from "./transport";
export {
  createLocalStorageSessionStore,
  createMemorySessionStore,
  EMPTY_SESSION_STATE,
  type LocalStorageSessionStoreOptions,
  type PersistedState,
  type SessionListener,
  type SessionStore,
} from "./session";
