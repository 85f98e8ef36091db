// The Pnyx member behind a publisher's reader: found by (publisher, sub), made on first sign-in with a
// username of its own. Never found by e-mail: a publisher cannot claim someone's account by naming
// their address, so the member gets a placeholder address and the claimed one stays on the link.
import { createHmac, randomBytes } from "node:crypto";
import { isReservedUsername, USERNAME_PATTERN } from "@pnyx/contract";
import type { Models } from "../../../models";
import { isDuplicateKey } from "../../../platform/database-errors";
import { hashPassword } from "../../../platform/secrets";
import type { UserDoc } from "../../users/model";
import type { SsoClaims } from "./sso-token";

/** The placeholder addresses' domain: `.invalid` is reserved (RFC 2606), so no mail ever goes out to one. */
const PLACEHOLDER_DOMAIN = "sso.pnyx.invalid";

/** A username's start from a display name: "Ana María López" → "ana-maria-lopez" (reserved or too short: "reader"). */
export function usernameBase(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 24)
    .replace(/-+$/, "");
  return slug.length >= 3 && USERNAME_PATTERN.test(slug) && !isReservedUsername(slug) ? slug : "reader";
}

export function createSsoAccounts(deps: { models: Pick<Models, "User" | "RetiredUsername" | "SsoLink" | "Admin">; config: { jwtSecret: string } }) {
  const { User, SsoLink, RetiredUsername, Admin } = deps.models;

  /** A username nobody has, had, or administers with. */
  const isFree = async (name: string) =>
    !(await User.exists({ username: name })) && !(await RetiredUsername.exists({ _id: name })) && !(await Admin.exists({ username: name }));

  /** A free username on `base`: itself, then with a short random suffix. */
  async function freeUsername(base: string): Promise<string> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const candidate = attempt === 0 ? base : `${base}-${randomBytes(3).toString("hex")}`.slice(0, 30);
      if (await isFree(candidate)) return candidate;
    }
    return `reader-${randomBytes(6).toString("hex")}`;
  }

  async function create(linkId: string, claims: SsoClaims): Promise<UserDoc> {
    // Keyed with the server's secret: nobody can work out a reader's address and sign up with it first
    // (and signups refuse `.invalid` addresses anyway).
    const placeholder = `${createHmac("sha256", deps.config.jwtSecret).update(linkId).digest("hex").slice(0, 32)}@${PLACEHOLDER_DOMAIN}`;
    // A password nobody knows: the member signs in only through the publisher.
    const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
    for (let attempt = 0; ; attempt++) {
      const username = await freeUsername(usernameBase(claims.name));
      try {
        return (await User.create({ username, email: placeholder, passwordHash, verified: true })).toObject() as UserDoc;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= 3) throw error;
        // Two first sign-ins of one reader at once share the placeholder address (only this code can
        // know it): the other one made it.
        const made = await User.findOne({ email: placeholder }).lean<UserDoc>();
        if (made) return made;
      }
    }
  }

  return {
    /** The member linked to (publisher, sub), made and linked on first use. */
    async memberFor(publisherId: string, claims: SsoClaims): Promise<UserDoc> {
      const linkId = `${publisherId}:${claims.sub}`;
      const link = await SsoLink.findById(linkId).lean();
      if (link) {
        const user = await User.findById(link.userId).lean<UserDoc>();
        if (user) {
          if (claims.email !== link.email) await SsoLink.updateOne({ _id: linkId }, { $set: { email: claims.email } });
          return user;
        }
        // The member deleted their account: a new one is made, as for a first sign-in.
      }
      const user = await create(linkId, claims);
      await SsoLink.updateOne(
        { _id: linkId },
        { $set: { userId: user._id.toString(), email: claims.email }, $setOnInsert: { createdAt: new Date() } },
        { upsert: true },
      );
      return user;
    },
  };
}
