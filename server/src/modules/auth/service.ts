import { ERROR_CODES, isReservedUsername, MESSAGES, type AdminSession, type Session } from "@pnyx/contract";
import { bearerToken } from "../../platform/auth";
import { HttpError } from "../../platform/errors";
import { byAddress, RATE_RULES, RateLimitError, type RateRule } from "../../platform/rate-limit";
import { hashLinkToken, hashPassword, newLinkToken, verifyAgainstNothing, verifyPassword } from "../../platform/secrets";
import type { ServiceDeps } from "../../services";
import type { UserDoc } from "../users/model";
import { buildSession } from "../users/session";
import { addressKey, rememberAddressUpdates } from "./known-addresses";

const HOUR = 3_600_000;
const VERIFY_TTL = 24 * HOUR;
const RESET_TTL = HOUR;
const RESEND_AFTER = 10 * 60_000;
/** Pending reset links kept per account (with 3 mails an hour and a 1-hour life, enough for all live ones). */
const RESET_TOKENS_KEPT = 5;
export const UNVERIFIED_RETENTION = 7 * 24 * HOUR;

const invalidLink = () => new HttpError(400, ERROR_CODES.invalidLink, "This link is invalid or has expired");

export function createAuthService(deps: ServiceDeps) {
  const { models, mailer, rateLimiter, auth, config } = deps;
  const { User, Admin } = models;
  const now = () => deps.now().getTime();

  /**
   * Takes one mail of a kind from a recipient address's hourly budget (RATE_RULES.mailsPerAddress);
   * null when it is spent (the refused request is not counted). Forgot-password and forgot-username
   * take it before the account is even looked up, so answers and timing are the same whether or not
   * the address has one.
   */
  async function mailBudget(kind: "verify" | "reset" | "username", email: string) {
    const taken = await rateLimiter.take(RATE_RULES.mailsPerAddress, `${kind}:${email}`);
    if (taken.allowed) return taken;
    await taken.release();
    return null;
  }

  /**
   * Claims the right to send a verification mail (at most one per 10 minutes, even under concurrent
   * logins), stores a fresh token and sends the mail in the background. A failed send releases the
   * claim so the next login tries again.
   */
  /** Mails a fresh verification link unless one went out within RESEND_AFTER; answers whether it did. */
  async function mailVerification(user: Pick<UserDoc, "_id" | "email" | "username">): Promise<boolean> {
    // The address's budget first: a refused mail must not replace the link mailed before.
    const budget = await mailBudget("verify", user.email);
    if (!budget) return false;
    const { token, hash } = newLinkToken();
    const claimed = await User.updateOne(
      { _id: user._id, verified: false, $or: [{ verifyMailSentAt: null }, { verifyMailSentAt: { $lt: new Date(now() - RESEND_AFTER) } }] },
      { $set: { verifyTokenHash: hash, verifyTokenExpires: new Date(now() + VERIFY_TTL), verifyMailSentAt: new Date(now()) } },
    );
    if (claimed.modifiedCount !== 1) {
      await budget.release();
      return false;
    }
    const link = `${config.publicUrl}/verify-email?token=${token}`;
    deps.background.run("verification mail", async () => {
      try {
        await mailer.send({
          to: user.email,
          subject: "Verify your Pnyx account",
          text: `Hello ${user.username},\n\nConfirm your email address to start using Pnyx:\n${link}\n\nThe link works once, for 24 hours.\nIf you did not sign up, ignore this message.`,
          link,
        });
      } catch (error) {
        await User.updateOne({ _id: user._id, verifyTokenHash: hash }, { $set: { verifyMailSentAt: null } });
        throw error;
      }
    });
    return true;
  }

  /**
   * Adds a reset token to the account's pending ones (links mailed before keep working until they
   * expire) and mails the link, all in the background (same answer either way).
   */
  function mailReset(user: Pick<UserDoc, "_id" | "email" | "username" | "verified">) {
    deps.background.run("password reset mail", async () => {
      const { token, hash } = newLinkToken();
      await User.updateOne(
        { _id: user._id },
        { $push: { resetTokens: { $each: [{ hash, expires: new Date(now() + RESET_TTL) }], $slice: -RESET_TOKENS_KEPT } } },
      );
      const link = `${config.publicUrl}/reset-password?token=${token}`;
      await mailer.send({
        to: user.email,
        subject: "Reset your Pnyx password",
        text: user.verified
          ? `Hello ${user.username},\n\nChoose a new password here:\n${link}\n\nThe link works once, for one hour.\nIf you did not ask for this, ignore this message: your password stays as it is.`
          : `Hello,\n\nThis address was used to sign up to Pnyx as '${user.username}', but the signup was never confirmed.\nChoose a password here to confirm it and make the account yours:\n${link}\n\nThe link works once, for one hour. You can also sign up again with this address under another username.\nIf you did not ask for this, ignore this message.`,
        link,
      });
    });
  }

  /**
   * The password check behind both logins. Failed logins are counted per username (successes are
   * not). Once a name's budget is spent, an address the account has never logged in from is refused
   * with 429 before the password is looked at (no oracle, no more guesses), while the account's known
   * addresses still get a normal check: a stranger can neither keep guessing nor lock the owner out.
   * A name without an account behaves the same (every address is unknown), so 429s reveal nothing.
   */
  async function checkPassword(
    account: { _id: { toString(): string }; passwordHash: string; knownAddresses?: string[] | null } | null,
    input: { username: string; password: string },
    ip: string,
    failures: RateRule,
  ): Promise<{ ok: boolean; address: string | null }> {
    const address = account ? addressKey(config.jwtSecret, account._id.toString(), ip) : null;
    const known = address !== null && (account?.knownAddresses ?? []).includes(address);
    // From an unknown address the attempt is counted as a failure up front, so concurrent guesses
    // cannot slip past the budget; a refused attempt or a right password takes it back.
    const pending = known ? null : await rateLimiter.take(failures, input.username);
    if (pending && !pending.allowed) {
      await pending.release();
      throw new RateLimitError(failures.message, pending.retryAfterSeconds);
    }
    const ok = account ? await verifyPassword(input.password, account.passwordHash) : await verifyAgainstNothing(input.password);
    if (ok) await pending?.release();
    else if (known) await rateLimiter.take(failures, input.username);
    return { ok, address };
  }

  /** Remembers the address a member got a session from (see checkPassword). */
  async function rememberMemberAddress(user: Pick<UserDoc, "_id" | "knownAddresses">, address: string | null) {
    for (const { filter, update } of rememberAddressUpdates(user.knownAddresses, address)) await User.updateOne({ _id: user._id, ...filter }, update);
  }

  async function sessionFor(user: UserDoc): Promise<Session> {
    return buildSession(models, user, await auth.signMember(user));
  }

  return {
    async signup(input: { username: string; email: string; password: string }, ip: string) {
      await rateLimiter.hit(RATE_RULES.signupByIp, byAddress(ip));
      // The contract refuses reserved words (422); an administrator's name is taken by an account
      // members cannot see, so it is refused here.
      if (isReservedUsername(input.username)) throw new HttpError(422, ERROR_CODES.invalidInput, MESSAGES.usernameReserved);
      if (await Admin.exists({ username: input.username })) throw new HttpError(409, ERROR_CODES.conflict, MESSAGES.usernameReserved);
      // An address is held only by a verified account: a signup that was never confirmed is replaced
      // by the next one with the same email (only the mailbox's owner can confirm either), so nobody
      // can squat someone else's address.
      const unconfirmed = await User.findOne({ email: input.email, verified: false }, { _id: 1 }).lean();
      const others = unconfirmed ? { _id: { $ne: unconfirmed._id } } : {};
      if ((await User.exists({ username: input.username, ...others })) || (await models.RetiredUsername.exists({ _id: input.username }))) {
        throw new HttpError(409, ERROR_CODES.conflict, "Username already taken");
      }
      if (!unconfirmed && (await User.exists({ email: input.email }))) throw new HttpError(409, ERROR_CODES.conflict, "Email already registered");
      const passwordHash = await hashPassword(input.password);
      // Never had a session, so nothing else refers to it; its verification link dies with it. If it
      // was verified meanwhile, nothing is removed and the unique email index answers 409 below.
      if (unconfirmed) await User.deleteOne({ _id: unconfirmed._id, verified: false });
      let user: UserDoc;
      try {
        user = (await User.create({ username: input.username, email: input.email, passwordHash })).toObject();
      } catch (error) {
        if ((error as { code?: number }).code === 11000) {
          const field = Object.keys((error as { keyPattern?: object }).keyPattern ?? {})[0];
          throw new HttpError(409, ERROR_CODES.conflict, field === "email" ? "Email already registered" : "Username already taken");
        }
        throw error;
      }
      await mailVerification(user);
      return { message: MESSAGES.signupSent };
    },

    async verifyEmail(token: string, ip: string): Promise<Session> {
      const user = await User.findOneAndUpdate(
        { verifyTokenHash: hashLinkToken(token), verifyTokenExpires: { $gt: new Date(now()) } },
        { $set: { verified: true, verifyTokenHash: null, verifyTokenExpires: null } },
        { returnDocument: "after", lean: true },
      );
      if (!user) throw invalidLink();
      await rememberMemberAddress(user, addressKey(config.jwtSecret, user._id.toString(), ip));
      return sessionFor(user);
    },

    async login(input: { username: string; password: string }, ip: string): Promise<Session> {
      await rateLimiter.hit(RATE_RULES.loginByIp, byAddress(ip));
      const user = await User.findOne({ username: input.username }).lean();
      const { ok, address } = await checkPassword(user, input, ip, RATE_RULES.loginFailuresByUsername);
      if (!user || !ok) throw new HttpError(401, ERROR_CODES.invalidCredentials, "Invalid username or password");
      if (!user.verified) {
        // Says whether a link went out now, so nobody waits for a mail that is not coming.
        const sent = await mailVerification(user);
        throw new HttpError(403, ERROR_CODES.emailNotVerified, sent ? MESSAGES.verifyEmailResent : MESSAGES.verifyEmailRecent);
      }
      await rememberMemberAddress(user, address);
      return sessionFor(user);
    },

    async forgotPassword(email: string, ip: string) {
      await rateLimiter.hit(RATE_RULES.mailRequests, byAddress(ip));
      if (!(await mailBudget("reset", email))) return { message: MESSAGES.passwordResetSent };
      // Unverified accounts too: completing the reset proves the mailbox, so its owner takes the
      // account over from whoever signed up with the address.
      const user = await User.findOne({ email }, { email: 1, username: 1, verified: 1 }).lean();
      if (user) mailReset(user);
      return { message: MESSAGES.passwordResetSent };
    },

    async forgotUsername(email: string, ip: string) {
      await rateLimiter.hit(RATE_RULES.mailRequests, byAddress(ip));
      if (!(await mailBudget("username", email))) return { message: MESSAGES.usernameResetSent };
      const user = await User.findOne({ email, verified: true }, { email: 1, username: 1 }).lean();
      if (user) {
        deps.background.run("username mail", () =>
          mailer.send({
            to: user.email,
            subject: "Your Pnyx username",
            text: `Hello,\n\nYour Pnyx username is: ${user.username}\n\nLog in at ${config.publicUrl}/login`,
          }),
        );
      }
      return { message: MESSAGES.usernameResetSent };
    },

    /** Ends the calling session (its token answers 401 from now on); the member's other sessions stay. */
    async logout(request: Request) {
      // The endpoint is for members only: the request carries a valid member token.
      const token = bearerToken(request);
      if (token) await auth.endSession(token);
      return { message: "You have been logged out." };
    },

    async sendPasswordReset(caller: { userId: string }) {
      await rateLimiter.hit(RATE_RULES.memberMailRequests, caller.userId);
      const user = await User.findById(caller.userId, { email: 1, username: 1, verified: 1 }).lean();
      if (user && (await mailBudget("reset", user.email))) mailReset(user);
      return { message: MESSAGES.passwordResetSent };
    },

    async resetPassword(input: { token: string; password: string }, ip: string) {
      await rateLimiter.hit(RATE_RULES.linkAttempts, byAddress(ip));
      const pending = { resetTokens: { $elemMatch: { hash: hashLinkToken(input.token), expires: { $gt: new Date(now()) } } } };
      // Hash (deliberately slow) only for a token that exists.
      const found = await User.exists(pending);
      if (!found) throw invalidLink();
      const passwordHash = await hashPassword(input.password);
      // Whoever completed the reset owns the mailbox: their address is the one trusted from now on.
      const address = addressKey(config.jwtSecret, found._id.toString(), ip);
      // One atomic update: every pending reset link is used up and every older session token stops working.
      const user = await User.findOneAndUpdate(
        pending,
        {
          $set: {
            passwordHash,
            resetTokens: [],
            // Completing a reset proves the mailbox: the account is verified, and a verification link
            // mailed earlier (perhaps asked for by someone else) no longer works.
            verified: true,
            verifyTokenHash: null,
            verifyTokenExpires: null,
            knownAddresses: address ? [address] : [],
          },
          $inc: { tokenVersion: 1 },
        },
        { returnDocument: "after", lean: true },
      );
      if (!user) throw invalidLink();
      auth.revoke(user._id.toString());
      // The failed logins of a name under attack no longer stand between the owner and the account.
      await rateLimiter.clear(RATE_RULES.loginFailuresByUsername, user.username);
      return { message: "Your password has been changed. Please log in." };
    },

    async adminLogin(input: { username: string; password: string }, ip: string): Promise<AdminSession> {
      await rateLimiter.hit(RATE_RULES.loginByIp, byAddress(ip, "admin"));
      const admin = await Admin.findOne({ username: input.username }).lean();
      const { ok, address } = await checkPassword(admin, input, ip, RATE_RULES.adminLoginFailuresByUsername);
      if (!admin || !ok) throw new HttpError(401, ERROR_CODES.invalidCredentials, "Invalid admin username or password");
      for (const { filter, update } of rememberAddressUpdates(admin.knownAddresses, address)) await Admin.updateOne({ _id: admin._id, ...filter }, update);
      return { message: MESSAGES.adminLoginSuccess, username: admin.username, token: await auth.signAdmin(admin) };
    },

    /** Removes unverified accounts older than 7 days; safe to run on every instance. */
    async sweepUnverified(): Promise<number> {
      const result = await User.deleteMany({ verified: false, createdAt: { $lt: new Date(now() - UNVERIFIED_RETENTION) } });
      return result.deletedCount ?? 0;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
