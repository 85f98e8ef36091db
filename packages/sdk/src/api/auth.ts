// Accounts and logins: signup, verification, passwords, deletion, and the member and admin sessions.
import {
  adminLoginEndpoint,
  deleteUserEndpoint,
  forgotPasswordEndpoint,
  forgotUsernameEndpoint,
  loginEndpoint,
  resetPasswordEndpoint,
  sendPasswordResetEndpoint,
  signupEndpoint,
  verifyEmailEndpoint,
  type Ack,
  type AdminLoginRequest,
  type AdminSession,
  type EmailRequest,
  type EndpointRequest,
  type LoginRequest,
  type ResetPasswordRequest,
  type Session,
  type SignupRequest,
} from "@pnyx/contract";
import type { SessionEdits } from "../session-edits";
import type { Transport } from "../transport";

export type VerifyEmailInput = EndpointRequest<typeof verifyEmailEndpoint>;
/** The email defaults to the stored session's. */
export type DeleteAccountInput = Partial<EmailRequest>;

export interface AuthApi {
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
}

export function createAuthApi(transport: Transport, session: SessionEdits): AuthApi {
  return {
    async login(input) {
      const user = await transport.call(loginEndpoint, input);
      session.setUser(user);
      return user;
    },
    signup: (input) => transport.call(signupEndpoint, input),
    async verifyEmail(input) {
      const user = await transport.call(verifyEmailEndpoint, input);
      session.setUser(user);
      return user;
    },
    forgotPassword: (input) => transport.call(forgotPasswordEndpoint, input),
    forgotUsername: (input) => transport.call(forgotUsernameEndpoint, input),
    resetPassword: (input) => transport.call(resetPasswordEndpoint, input),
    sendPasswordReset: () => transport.call(sendPasswordResetEndpoint),
    async deleteAccount(input = {}) {
      const token = session.token();
      const answer = await transport.call(deleteUserEndpoint, { email: input.email ?? session.user()?.email ?? "" });
      session.endIfSameToken(token);
      return answer;
    },
    async adminLogin(input) {
      const admin = await transport.call(adminLoginEndpoint, input);
      session.setAdmin(admin);
      return admin;
    },
    logout: () => session.setUser(null),
    adminLogout: () => session.setAdmin(null),
  };
}
