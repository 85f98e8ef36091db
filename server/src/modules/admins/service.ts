import type { Models } from "../../models";
import { hashPassword } from "../../platform/secrets";

/**
 * Creates the administrator account when it is absent; an existing one keeps its password
 * (change it with the CLI). Returns whether an account was created.
 */
export async function ensureAdmin(models: Pick<Models, "Admin">, credentials: { username: string; password: string }): Promise<boolean> {
  const username = credentials.username.trim().toLowerCase();
  if (await models.Admin.exists({ username })) return false;
  try {
    await models.Admin.create({ username, passwordHash: await hashPassword(credentials.password) });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false; // another instance created it first
    throw error;
  }
}

/** Sets a new password for an administrator (creating the account if needed); old admin tokens stop working. */
export async function setAdminPassword(models: Pick<Models, "Admin">, credentials: { username: string; password: string }): Promise<void> {
  const username = credentials.username.trim().toLowerCase();
  await models.Admin.updateOne(
    { username },
    { $set: { passwordHash: await hashPassword(credentials.password) }, $inc: { tokenVersion: 1 } },
    { upsert: true },
  );
}
