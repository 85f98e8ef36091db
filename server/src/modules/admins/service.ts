import type { Models } from "../../models";
import { hashPassword } from "../../platform/secrets";

/** An administrator may not take a member's username: the two would be indistinguishable in public. */
export class AdminNameTakenError extends Error {
  constructor(readonly username: string) {
    super(`'${username}' is already a member's username; choose another name for the administrator`);
  }
}

async function refuseMemberName(models: Pick<Models, "User">, username: string): Promise<void> {
  if (await models.User.exists({ username })) throw new AdminNameTakenError(username);
}

/**
 * Creates the administrator account when it is absent; an existing one keeps its password
 * (change it with the CLI). Returns whether an account was created. Refuses (throws
 * AdminNameTakenError) to create one under a member's username.
 */
export async function ensureAdmin(models: Pick<Models, "Admin" | "User">, credentials: { username: string; password: string }): Promise<boolean> {
  const username = credentials.username.trim().toLowerCase();
  if (await models.Admin.exists({ username })) return false;
  await refuseMemberName(models, username);
  try {
    await models.Admin.create({ username, passwordHash: await hashPassword(credentials.password) });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false; // another instance created it first
    throw error;
  }
}

/**
 * Sets a new password for an administrator (creating the account if needed, but never under a
 * member's username); old admin tokens stop working and no address is trusted any more.
 */
export async function setAdminPassword(models: Pick<Models, "Admin" | "User">, credentials: { username: string; password: string }): Promise<void> {
  const username = credentials.username.trim().toLowerCase();
  if (!(await models.Admin.exists({ username }))) await refuseMemberName(models, username);
  await models.Admin.updateOne(
    { username },
    // A new password also forgets the addresses trusted under the old one.
    { $set: { passwordHash: await hashPassword(credentials.password), knownAddresses: [] }, $inc: { tokenVersion: 1 } },
    { upsert: true },
  );
}
