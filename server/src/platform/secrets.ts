import { createHash, randomBytes } from "node:crypto";

/** Passwords are hashed with argon2id (Bun.password). */
export const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: "argon2id" });
export const verifyPassword = (password: string, hash: string) => Bun.password.verify(password, hash);

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when there is no account, so timing does not reveal which names exist. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("pnyx-no-such-account");
  await verifyPassword(password, await dummyHash);
  return false;
}

/** A single-use token for an e-mailed link; only its hash is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");
