import {
  LIMITS,
  MESSAGES,
  UpdateProfileFields,
  addCategoriesEndpoint,
  adminLoginEndpoint,
  deleteUserEndpoint,
  followUserEndpoint,
  forgotPasswordEndpoint,
  forgotUsernameEndpoint,
  userCommentsEndpoint,
  getDetailsEndpoint,
  userPostsEndpoint,
  healthEndpoint,
  levelEndpoint,
  loginEndpoint,
  newsletterEmailsEndpoint,
  newsletterSignupEndpoint,
  resetPasswordEndpoint,
  sendPasswordResetEndpoint,
  sendSupportMessageEndpoint,
  signupEndpoint,
  unfollowUserEndpoint,
  updateProfileEndpoint,
  uploadEndpoint,
  verifyEmailEndpoint,
  type Ack,
  type AddCategoriesRequest,
  type AdminLoginRequest,
  type AdminSession,
  type EmailRequest,
  type EndpointResponse,
  type FollowRequest,
  type HealthResponse,
  type LevelInfo,
  type LoginRequest,
  type NewsletterSignupRequest,
  type PublicProfile,
  type ResetPasswordRequest,
  type Session,
  type SignupRequest,
  type SupportMessageRequest,
} from "@pnyx/contract";
import { PnyxError } from "./errors";
import { createMemorySessionStore, type SessionStore } from "./session";
import { createTransport, validateInput, type TokenProvider } from "./transport";

export interface PnyxClientOptions {
  /** Origin of the Pnyx server, e.g. "https://pnyx.example"; "" (default) means the page's own origin. */
  baseUrl?: string;
  /**
   * Where the session lives. Defaults to memory; browsers that should keep the login across visits
   * pass `createLocalStorageSessionStore()`.
   */
  sessionStore?: SessionStore;
  /** The member token; defaults to `sessionStore.get().user?.token`. */
  getToken?: TokenProvider;
  /** The administrator token; defaults to `sessionStore.get().admin?.token`. */
  getAdminToken?: TokenProvider;
  /** A fetch implementation (tests, server-side rendering); defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
}

/** Inputs whose `username` names the caller: filled from the stored session when left out. */
type AsCaller<T> = Omit<T, "username"> & { username?: string };

export type VerifyEmailInput = { token: string };
export type DeleteAccountInput = Partial<EmailRequest>;
export type FollowInput = AsCaller<FollowRequest>;
export type AddCategoriesInput = AsCaller<AddCategoriesRequest>;
export interface UpdateProfileInput {
  description: string;
  /** Defaults to the stored session's username; the server refuses anyone else's. */
  username?: string;
  /** A new profile picture (image, at most 10,240,000 bytes). */
  image?: Blob | File;
}
export type AddCategoriesResponse = EndpointResponse<typeof addCategoriesEndpoint>;
export type FollowResponse = EndpointResponse<typeof followUserEndpoint>;
export type UserPostsResponse = EndpointResponse<typeof userPostsEndpoint>;
export type UserCommentsResponse = EndpointResponse<typeof userCommentsEndpoint>;
export type NewsletterEmailsResponse = EndpointResponse<typeof newsletterEmailsEndpoint>;
export type UploadResponse = EndpointResponse<typeof uploadEndpoint>;

export interface PnyxClient {
  /** Server liveness and database state: GET /api/health. */
  health(): Promise<HealthResponse>;
  /** The session store the client reads its tokens from and writes logins to. */
  session: SessionStore;
  auth: {
    /** POST /api/auth/login; stores the session. */
    login(input: LoginRequest): Promise<Session>;
    /** POST /api/auth/signup; mails a verification link, stores nothing. */
    signup(input: SignupRequest): Promise<Ack>;
    /** GET /api/auth/verify-email?token; stores the session. */
    verifyEmail(input: VerifyEmailInput): Promise<Session>;
    forgotPassword(input: EmailRequest): Promise<Ack>;
    forgotUsername(input: EmailRequest): Promise<Ack>;
    /** POST /api/auth/reset-password with the token from the mailed link. */
    resetPassword(input: ResetPasswordRequest): Promise<Ack>;
    /** A logged-in member's "Change Password": mails them a reset link. */
    sendPasswordReset(): Promise<Ack>;
    /** Deletes the caller's account (email defaults to the session's), then clears the session. */
    deleteAccount(input?: DeleteAccountInput): Promise<Ack>;
    /** POST /api/auth/adminLogin; stores the admin session. */
    adminLogin(input: AdminLoginRequest): Promise<AdminSession>;
    /** Forgets the member session (client-side only; the admin session stays). */
    logout(): void;
    /** Forgets the admin session (the member session stays). */
    adminLogout(): void;
  };
  users: {
    /** A member's public profile; POST /api/user/getDetails. */
    getDetails(input: { name: string }): Promise<PublicProfile>;
    /** Multipart POST /api/user/updateProfile; replaces the stored session with the answer. */
    updateProfile(input: UpdateProfileInput): Promise<Session>;
    /** Replaces the news categories; updates `user.selectedCategories`. */
    addCategories(input: AddCategoriesInput): Promise<AddCategoriesResponse>;
    /** Follows `name`; updates `user.following` from the answer. */
    followUser(input: FollowInput): Promise<FollowResponse>;
    /** Unfollows `name`; updates `user.following` from the answer. */
    unfollowUser(input: FollowInput): Promise<FollowResponse>;
    /** The caller's level; POST /api/user/level. */
    level(input?: { username?: string }): Promise<LevelInfo>;
    getPosts(input: { name: string }): Promise<UserPostsResponse>;
    getComments(input: { name: string }): Promise<UserCommentsResponse>;
    /** Footer newsletter: POST /api/user/newsletterSignup. */
    newsletterSignup(input: NewsletterSignupRequest): Promise<Ack>;
    /** Administrators: the newsletter subscribers. */
    newsletterEmails(): Promise<NewsletterEmailsResponse>;
  };
  uploads: {
    /** Multipart POST /api/uploads (field `file`). */
    upload(file: Blob | File): Promise<UploadResponse>;
  };
  feedback: {
    /** Help Center form: POST /api/feedbacks/support. */
    sendSupportMessage(input: SupportMessageRequest): Promise<Ack>;
  };
}

/** The SDK's entry point. Namespaces mirror the contract's domains. */
export function createPnyxClient(options: PnyxClientOptions = {}): PnyxClient {
  const store = options.sessionStore ?? createMemorySessionStore();
  const transport = createTransport({
    baseUrl: options.baseUrl ?? "",
    getToken: options.getToken ?? (() => store.get().user?.token),
    getAdminToken: options.getAdminToken ?? (() => store.get().admin?.token),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onUnauthorized(slice, token) {
      // Only forget the session the refused token came from: a login since then stays.
      const state = store.get();
      if (slice === "member" && state.user?.token === token) store.set({ ...state, user: null });
      if (slice === "admin" && state.admin?.token === token) store.set({ ...state, admin: null });
    },
  });

  const setUser = (user: Session | null) => store.set({ ...store.get(), user });
  /** Applies a change to the stored member session, if there still is one. */
  const patchUser = (patch: Partial<Session>) => {
    const { user } = store.get();
    if (user) setUser({ ...user, ...patch });
  };
  const caller = () => store.get().user?.username;
  const withCaller = <T extends { username?: string }>(input: T): T & { username: string } =>
    ({ ...input, username: input.username ?? caller() }) as T & { username: string };

  const follow = async (endpoint: typeof followUserEndpoint | typeof unfollowUserEndpoint, input: FollowInput) => {
    const answer = await transport.call(endpoint, withCaller(input));
    patchUser({ following: answer.following });
    return answer;
  };

  return {
    health: () => transport.call(healthEndpoint),
    session: store,
    auth: {
      async login(input) {
        const session = await transport.call(loginEndpoint, input);
        setUser(session);
        return session;
      },
      signup: (input) => transport.call(signupEndpoint, input),
      async verifyEmail(input) {
        const session = await transport.call(verifyEmailEndpoint, input);
        setUser(session);
        return session;
      },
      forgotPassword: (input) => transport.call(forgotPasswordEndpoint, input),
      forgotUsername: (input) => transport.call(forgotUsernameEndpoint, input),
      resetPassword: (input) => transport.call(resetPasswordEndpoint, input),
      sendPasswordReset: () => transport.call(sendPasswordResetEndpoint),
      async deleteAccount(input = {}) {
        const answer = await transport.call(deleteUserEndpoint, { email: input.email ?? store.get().user?.email ?? "" });
        setUser(null);
        return answer;
      },
      async adminLogin(input) {
        const admin = await transport.call(adminLoginEndpoint, input);
        store.set({ ...store.get(), admin });
        return admin;
      },
      logout: () => setUser(null),
      adminLogout: () => store.set({ ...store.get(), admin: null }),
    },
    users: {
      getDetails: (input) => transport.call(getDetailsEndpoint, input),
      async updateProfile(input) {
        const fields = validateInput(UpdateProfileFields, { description: input.description, username: input.username ?? caller() });
        if (input.image !== undefined) checkImage(input.image);
        const form = new FormData();
        if (fields.username) form.append("username", fields.username);
        form.append("description", fields.description);
        if (input.image) form.append("image", input.image, fileName(input.image, "image"));
        const session = await transport.callForm(updateProfileEndpoint, form);
        const current = store.get().user;
        // The answer is the whole session; an empty token means "unchanged".
        const next = { ...session, token: session.token || current?.token || "" };
        if (current && current.username === next.username) setUser(next);
        return next;
      },
      async addCategories(input) {
        const answer = await transport.call(addCategoriesEndpoint, withCaller(input));
        patchUser({ selectedCategories: answer.selectedCategories });
        return answer;
      },
      followUser: (input) => follow(followUserEndpoint, input),
      unfollowUser: (input) => follow(unfollowUserEndpoint, input),
      level: (input = {}) => transport.call(levelEndpoint, withCaller(input)),
      getPosts: (input) => transport.call(userPostsEndpoint, input),
      getComments: (input) => transport.call(userCommentsEndpoint, input),
      newsletterSignup: (input) => transport.call(newsletterSignupEndpoint, input),
      newsletterEmails: () => transport.call(newsletterEmailsEndpoint),
    },
    uploads: {
      upload(file) {
        if (!isBlob(file) || file.size === 0) return Promise.reject(new PnyxError(0, "invalid_input", "Please choose a file"));
        const form = new FormData();
        form.append("file", file, fileName(file, "file"));
        return transport.callForm(uploadEndpoint, form);
      },
    },
    feedback: {
      sendSupportMessage: (input) => transport.call(sendSupportMessageEndpoint, input),
    },
  };
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

/** Profile pictures: an image of at most LIMITS.imageBytes, checked before anything is sent. */
function checkImage(image: unknown): asserts image is Blob {
  if (!isBlob(image) || !image.type.startsWith("image/")) throw new PnyxError(0, "invalid_input", "Please choose an image file");
  if (image.size > LIMITS.imageBytes) throw new PnyxError(0, "invalid_input", MESSAGES.fileTooLarge);
}

function fileName(blob: Blob, fallback: string): string {
  return typeof File !== "undefined" && blob instanceof File && blob.name ? blob.name : fallback;
}
