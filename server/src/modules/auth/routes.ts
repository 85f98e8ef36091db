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
} from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import type { AccountsService } from "../accounts/service";
import type { AuthService } from "./service";

export const authRoutes = (deps: EndpointDeps, auth: AuthService, accounts: AccountsService) =>
  new Elysia({ name: "pnyx/auth" })
    .use(mount(deps, signupEndpoint, ({ input, ip }) => auth.signup(input, ip)))
    .use(mount(deps, verifyEmailEndpoint, ({ input, ip }) => auth.verifyEmail(input.token, ip)))
    .use(mount(deps, loginEndpoint, ({ input, ip }) => auth.login(input, ip)))
    .use(mount(deps, forgotPasswordEndpoint, ({ input, ip }) => auth.forgotPassword(input.email, ip)))
    .use(mount(deps, forgotUsernameEndpoint, ({ input, ip }) => auth.forgotUsername(input.email, ip)))
    .use(mount(deps, resetPasswordEndpoint, ({ input, ip }) => auth.resetPassword(input, ip)))
    .use(mount(deps, logoutEndpoint, ({ request }) => auth.logout(request)))
    .use(mount(deps, sendPasswordResetEndpoint, ({ caller }) => auth.sendPasswordReset(caller)))
    .use(mount(deps, deleteUserEndpoint, ({ input, caller }) => accounts.deleteAccount(caller, input.email)))
    .use(mount(deps, adminLoginEndpoint, ({ input, ip }) => auth.adminLogin(input, ip)));
