import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { Ack, Email } from "./fields";
import { LinkToken, NewUsername, Password, PasswordAttempt, UsernameRef } from "./identity";
import { AdminSession, Session } from "./session";

export const LoginRequest = z.object({ username: UsernameRef, password: PasswordAttempt });
export type LoginRequest = z.input<typeof LoginRequest>;
export const loginEndpoint = defineEndpoint({ method: "POST", path: "/api/auth/login", request: LoginRequest, response: Session });

export const SignupRequest = z.object({ username: NewUsername, email: Email, password: Password });
export type SignupRequest = z.input<typeof SignupRequest>;
export const signupEndpoint = defineEndpoint({ method: "POST", path: "/api/auth/signup", request: SignupRequest, response: Ack });

export const VerifyEmailRequest = z.object({ token: LinkToken });
export const verifyEmailEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/auth/verify-email",
  request: VerifyEmailRequest,
  response: Session,
});

export const EmailRequest = z.object({ email: Email });
export type EmailRequest = z.input<typeof EmailRequest>;
export const forgotPasswordEndpoint = defineEndpoint({ method: "POST", path: "/api/auth/forgot-password", request: EmailRequest, response: Ack });
export const forgotUsernameEndpoint = defineEndpoint({ method: "POST", path: "/api/auth/forgot-username", request: EmailRequest, response: Ack });

export const ResetPasswordRequest = z.object({ token: LinkToken, password: Password });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;
export const resetPasswordEndpoint = defineEndpoint({ method: "POST", path: "/api/auth/reset-password", request: ResetPasswordRequest, response: Ack });

/** A logged-in member's "Change Password": mails them the same reset link as forgot-password. */
export const sendPasswordResetEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/auth/send-password-reset",
  auth: "member",
  response: Ack,
});

/**
 * Ends the calling session on the server: its token answers 401 from then on, on every endpoint and
 * socket. The member's other sessions (other devices, other logins) stay.
 */
export const logoutEndpoint = defineEndpoint({ embed: true, method: "POST", path: "/api/auth/logout", auth: "member", response: Ack });

/** Deletes the caller's own account; the email must be the caller's. */
export const deleteUserEndpoint = defineEndpoint({ method: "POST", path: "/api/auth/delete-user", auth: "member", request: EmailRequest, response: Ack });

export const AdminLoginRequest = z.object({ username: UsernameRef, password: PasswordAttempt });
export type AdminLoginRequest = z.input<typeof AdminLoginRequest>;
export const adminLoginEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/auth/adminLogin",
  request: AdminLoginRequest,
  response: AdminSession,
});
