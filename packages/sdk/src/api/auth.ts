// Accounts and logins: signup, verification, passwords, deletion, and the member and admin sessions.
import {
  adminLoginEndpoint,
  deleteUserEndpoint,
  forgotPasswordEndpoint,
  forgotUsernameEndpoint,
  loginEndpoint,
  logoutEndpoint,
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
import { isPnyxError } from "../errors";
import type { SessionEdits } from "../session-edits";
import type { Transport } from "../transport";

export type VerifyEmailInput = EndpointRequest<typeof verifyEmailEndpoint>;
/** The email defaults to the stored session's. */
export type DeleteAccountInput = Partial<EmailRequest>;

export interface AuthApi {
  /** Logs a member in and stores the session: POST /api/auth/login. */
  login(input: LoginRequest): Promise<Session>;
  /** Creates an account and mails its verification link; stores nothing: POST /api/auth/signup. */
  signup(input: SignupRequest): Promise<Ack>;
  /** Confirms the e-mail with the mailed link's token and stores the session: GET /api/auth/verify-email?token. */
  verifyEmail(input: VerifyEmailInput): Promise<Session>;
  /** Mails a password-reset link (same answer whether or not the address has an account): POST /api/auth/forgot-password. */
  forgotPassword(input: EmailRequest): Promise<Ack>;
  /** Mails the account's username (same answer whether or not the address has one): POST /api/auth/forgot-username. */
  forgotUsername(input: EmailRequest): Promise<Ack>;
  /** Sets a new password with the mailed link's token; every session ends: POST /api/auth/reset-password. */
  resetPassword(input: ResetPasswordRequest): Promise<Ack>;
  /** A logged-in member's "Change Password": mails them a reset link: POST /api/auth/send-password-reset. */
  sendPasswordReset(): Promise<Ack>;
  /** Deletes the caller's account (email defaults to the session's), then clears the session: POST /api/auth/delete-user. */
  deleteAccount(input?: DeleteAccountInput): Promise<Ack>;
  /** Logs an administrator in and stores the admin session: POST /api/auth/adminLogin. */
  adminLogin(input: AdminLoginRequest): Promise<AdminSession>;
  /**
   * Logs the member out: forgets the stored member session at once (the admin session stays), then
   * ends it on the server (POST /api/auth/logout), so its token answers 401 from then on, on HTTP and
   * sockets; the member's other sessions stay. Never rejects, since the local logout happens whatever
   * the server says. Resolves true when the server has ended the session (or had already refused its
   * token), false when it could not be told (offline, server error) or there was no member session.
   */
  logout(): Promise<boolean>;
  /** Forgets the admin session (the member session stays); local only, admin tokens expire on their own. */
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
    async logout() {
      const token = session.token();
      // Forgotten first: the page logs out at once, even when the server is slow or unreachable.
      session.setUser(null);
      if (!token) return false;
      try {
        await transport.call(logoutEndpoint, undefined, { token });
        return true;
      } catch (error) {
        return isPnyxError(error) && error.status === 401;
      }
    },
    adminLogout: () => session.setAdmin(null),
  };
}
