import {
  LIMITS,
  MESSAGES,
  POINTS,
  addReplyEndpoint,
  addTopCommentEndpoint,
  articleByIdEndpoint,
  byCategoryEndpoint,
  commentCountsEndpoint,
  deleteOwnCommentEndpoint,
  dislikeArticleEndpoint,
  dislikeCommentEndpoint,
  editCommentEndpoint,
  fetchCommentAndRepliesEndpoint,
  getCommentsEndpoint,
  likeArticleEndpoint,
  likeCommentEndpoint,
  neighbourEndpoint,
  reportCommentEndpoint,
  searchEndpoint,
  topCommentsEndpoint,
  trendingEndpoint,
  undislikeArticleEndpoint,
  undislikeCommentEndpoint,
  unlikeArticleEndpoint,
  unlikeCommentEndpoint,
  type Article,
  type ByCategoryRequest,
  type NeighbourRequest,
  type Opinion,
  type OpinionSort,
  type TrendingRequest,
  type VoteState,
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
import { createLiveClient, type LiveClient, type SocketFactory } from "./live";
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
  /**
   * Makes the realtime socket (socket.io-client's `io` by default), called once, on the first
   * `live` watch, with the server's origin and the product's connection options.
   */
  socket?: SocketFactory;
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

export type TrendingInput = TrendingRequest;
export type TrendingResponse = EndpointResponse<typeof trendingEndpoint>;
export type ByCategoryInput = ByCategoryRequest;
export type ByCategoryResponse = EndpointResponse<typeof byCategoryEndpoint>;
export type NeighbourInput = NeighbourRequest;
export type NeighbourResponse = EndpointResponse<typeof neighbourEndpoint>;
export type SearchResponse = EndpointResponse<typeof searchEndpoint>;
export interface ListOpinionsInput {
  postId: string;
  /** "top" (default) or "newest". */
  sort?: OpinionSort;
  /** 1-based; 20 opinions a page. */
  page?: number;
}
export type OpinionsPage = EndpointResponse<typeof getCommentsEndpoint>;
export type OpinionThreadResponse = EndpointResponse<typeof fetchCommentAndRepliesEndpoint>;
export interface AddOpinionInput {
  postId: string;
  text: string;
  /** A URL `uploads.upload` returned. */
  image?: string | null;
}
export interface AddReplyInput extends AddOpinionInput {
  /** The opinion replied to. */
  parentId: string;
}
export interface EditOpinionInput {
  commentId: string;
  text: string;
}
export interface PopularOpinionsInput {
  /** Page size, 9 by default. */
  numberOfOpinions?: number;
  page?: number;
}
export type PopularOpinionsPage = EndpointResponse<typeof topCommentsEndpoint>;
export type CommentCountsResponse = EndpointResponse<typeof commentCountsEndpoint>;

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
  news: {
    /** Trending articles by hot score: POST /api/news/ (General, Technology, Business without categories). */
    trending(input?: TrendingInput): Promise<TrendingResponse>;
    /** One whole article: POST /api/news/byId/. */
    byId(id: string): Promise<Article>;
    /** One page of a category feed (Trending mixes `userCategories`); an empty page ends it. */
    byCategory(input: ByCategoryInput): Promise<ByCategoryResponse>;
    /** The id of the next (newer) or previous (older) article of a category, or null. */
    neighbour(input: NeighbourInput): Promise<NeighbourResponse>;
  };
  search: {
    /** News articles and verified community posts matching the text (at most 50 each). */
    query(searchText: string): Promise<SearchResponse>;
  };
  opinions: {
    /** One page of an article's top-level opinions. */
    list(input: ListOpinionsInput): Promise<OpinionsPage>;
    /** One opinion and its replies. */
    thread(commentId: string): Promise<OpinionThreadResponse>;
    /** Posts an opinion on an article; adds the opinion's points to the stored session. */
    add(input: AddOpinionInput): Promise<Opinion>;
    /** Replies to an opinion; adds the reply's points to the stored session. */
    reply(input: AddReplyInput): Promise<Opinion>;
    /** Changes the caller's own opinion (within 15 minutes of writing it). */
    edit(input: EditOpinionInput): Promise<Opinion>;
    /** Deletes the caller's own opinion and its replies (within 15 minutes); takes back its points. */
    remove(commentId: string): Promise<Ack>;
    /** The most liked opinions across articles, with the article each is about. */
    popular(input?: PopularOpinionsInput): Promise<PopularOpinionsPage>;
    /** Reports an opinion to the moderators. */
    report(commentId: string): Promise<Ack>;
    /** Opinion counts for up to 100 articles. */
    counts(postIds: string[]): Promise<CommentCountsResponse>;
  };
  /**
   * Likes and dislikes. Each call answers the caller's vote after it and updates the stored session:
   * the liked/disliked id lists (1 liked, -1 disliked, 0 neither) and `points`.
   */
  votes: {
    likeArticle(postId: string): Promise<VoteState>;
    dislikeArticle(postId: string): Promise<VoteState>;
    unlikeArticle(postId: string): Promise<VoteState>;
    undislikeArticle(postId: string): Promise<VoteState>;
    likeComment(commentId: string): Promise<VoteState>;
    dislikeComment(commentId: string): Promise<VoteState>;
    unlikeComment(commentId: string): Promise<VoteState>;
    undislikeComment(commentId: string): Promise<VoteState>;
  };
  /** Realtime events over one shared socket.io connection, opened on the first watch. */
  live: LiveClient;
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
  const sessionToken = () => store.get().user?.token;
  /**
   * Applies a change to the stored member session, if it is still the session that made the call
   * (`token`): an answer arriving after a logout or another login in another tab changes nothing.
   */
  const patchUser = (patch: Partial<Session>, token = sessionToken()) => {
    const { user } = store.get();
    if (user && user.token === token) setUser({ ...user, ...patch });
  };
  const caller = () => store.get().user?.username;
  const withCaller = <T extends { username?: string }>(input: T): T & { username: string } =>
    ({ ...input, username: input.username ?? caller() }) as T & { username: string };

  /** Marks `id` in the session's liked/disliked lists as the VoteState says, and takes its points. */
  const applyVote = (kind: "post" | "comment", id: string, state: VoteState, token: string | undefined) => {
    const user = store.get().user;
    if (!user || user.token !== token) return;
    const [likedKey, dislikedKey] = kind === "post" ? (["likedPosts", "dislikedPosts"] as const) : (["likedComments", "dislikedComments"] as const);
    const mark = (list: string[], on: boolean) => (on ? (list.includes(id) ? list : [...list, id]) : list.filter((entry) => entry !== id));
    patchUser({
      [likedKey]: mark(user[likedKey], state.vote === 1),
      [dislikedKey]: mark(user[dislikedKey], state.vote === -1),
      points: state.points,
    }, token);
  };
  type ArticleVoteEndpoint = typeof likeArticleEndpoint;
  type CommentVoteEndpoint = typeof likeCommentEndpoint;
  const voteArticle = (endpoint: ArticleVoteEndpoint) => async (postId: string) => {
    const token = sessionToken();
    const state = await transport.call(endpoint, { postId });
    applyVote("post", postId, state, token);
    return state;
  };
  const voteComment = (endpoint: CommentVoteEndpoint) => async (commentId: string) => {
    const token = sessionToken();
    const state = await transport.call(endpoint, { commentId });
    applyVote("comment", commentId, state, token);
    return state;
  };
  /** Writing an opinion or reply earns points (deleting it takes them back); the session follows the server. */
  const earnOpinionPoints = (token: string | undefined, sign: 1 | -1 = 1) => {
    const user = store.get().user;
    if (user) patchUser({ points: Math.max(0, user.points + sign * POINTS.opinion) }, token);
  };

  const follow = async (endpoint: typeof followUserEndpoint | typeof unfollowUserEndpoint, input: FollowInput) => {
    const token = sessionToken();
    const answer = await transport.call(endpoint, withCaller(input));
    patchUser({ following: answer.following }, token);
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
        const token = sessionToken();
        const answer = await transport.call(deleteUserEndpoint, { email: input.email ?? store.get().user?.email ?? "" });
        if (sessionToken() === token) setUser(null);
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
        if (fields.description !== undefined) form.append("description", fields.description);
        if (input.image) form.append("image", input.image, fileName(input.image, "image"));
        const session = await transport.callForm(updateProfileEndpoint, form);
        const current = store.get().user;
        // The answer is the whole session; an empty token means "unchanged".
        const next = { ...session, token: session.token || current?.token || "" };
        if (current && current.username === next.username) setUser(next);
        return next;
      },
      async addCategories(input) {
        const token = sessionToken();
        const answer = await transport.call(addCategoriesEndpoint, withCaller(input));
        patchUser({ selectedCategories: answer.selectedCategories }, token);
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
    news: {
      trending: (input = {}) => transport.call(trendingEndpoint, input),
      byId: (id) => transport.call(articleByIdEndpoint, { id }),
      byCategory: (input) => transport.call(byCategoryEndpoint, input),
      neighbour: (input) => transport.call(neighbourEndpoint, input),
    },
    search: {
      query: (searchText) => transport.call(searchEndpoint, { searchText }),
    },
    opinions: {
      list: (input) => transport.call(getCommentsEndpoint, input),
      thread: (commentId) => transport.call(fetchCommentAndRepliesEndpoint, { commentId }),
      async add(input) {
        const token = sessionToken();
        const opinion = await transport.call(addTopCommentEndpoint, input);
        earnOpinionPoints(token);
        return opinion;
      },
      async reply(input) {
        const token = sessionToken();
        const opinion = await transport.call(addReplyEndpoint, input);
        earnOpinionPoints(token);
        return opinion;
      },
      edit: (input) => transport.call(editCommentEndpoint, input),
      async remove(commentId) {
        const token = sessionToken();
        const answer = await transport.call(deleteOwnCommentEndpoint, { commentId });
        earnOpinionPoints(token, -1);
        return answer;
      },
      popular: (input = {}) => transport.call(topCommentsEndpoint, input),
      report: (commentId) => transport.call(reportCommentEndpoint, { commentId }),
      counts: (postIds) => transport.call(commentCountsEndpoint, { postIds }),
    },
    votes: {
      likeArticle: voteArticle(likeArticleEndpoint),
      dislikeArticle: voteArticle(dislikeArticleEndpoint),
      unlikeArticle: voteArticle(unlikeArticleEndpoint),
      undislikeArticle: voteArticle(undislikeArticleEndpoint),
      likeComment: voteComment(likeCommentEndpoint),
      dislikeComment: voteComment(dislikeCommentEndpoint),
      unlikeComment: voteComment(unlikeCommentEndpoint),
      undislikeComment: voteComment(undislikeCommentEndpoint),
    },
    live: createLiveClient({ baseUrl: options.baseUrl ?? "", socket: options.socket }),
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
