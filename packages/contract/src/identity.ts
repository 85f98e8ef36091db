import { z } from "./zod";
import { MESSAGES } from "./messages";

/** Usernames: lower-case a–z, 0–9, `_`, `.`, `-`; 3–30 characters; never spaces. */
export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,30}$/;

export const Username = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => !/\s/.test(value), "Username can't contain spaces")
  .refine((value) => value.length >= 3 && value.length <= 30, "Username must be 3 to 30 characters")
  .refine((value) => USERNAME_PATTERN.test(value), "Username may use only letters, digits, '_', '.' and '-'");

/**
 * Words a member's username may not be built on, so nobody can pass for the staff or the system
 * (administrators are separate accounts and may use them). Lower-case.
 */
export const RESERVED_USERNAMES = [
  "admin",
  "admins",
  "administrator",
  "moderator",
  "mod",
  "mods",
  "staff",
  "support",
  "helpdesk",
  "security",
  "root",
  "system",
  "sysadmin",
  "superuser",
  "webmaster",
  "postmaster",
  "noreply",
  "deleted",
  "null",
  "undefined",
  "pnyx",
] as const;

const RESERVED_WORD = new RegExp(`^(?:${RESERVED_USERNAMES.join("|")})[0-9]*$`);

/**
 * Whether a username is reserved. Case-insensitive; a name is reserved when
 * - any of its parts between the separators '.', '_' and '-' is a reserved word, optionally followed
 *   by digits: 'admin', 'admin.', '_admin', 'admin_1', 'admin2', 'pnyx-team', 'team.pnyx',
 *   'the-support-desk'; or
 * - the whole name with its separators removed is one: 'ad-min', 'p.n.y.x', 'no-reply'.
 * A word inside a longer part does not count: 'administrative', 'rooted', 'pnyxfan' are free.
 */
export function isReservedUsername(name: string): boolean {
  const lower = name.trim().toLowerCase();
  if (RESERVED_WORD.test(lower.replace(/[._-]/g, ""))) return true;
  return lower.split(/[._-]+/).some((part) => part !== "" && RESERVED_WORD.test(part));
}

/** A username chosen at signup: the format rules, and not a reserved one. */
export const NewUsername = Username.refine((value) => !isReservedUsername(value), MESSAGES.usernameReserved);

/** A username as typed to look someone up or log in: no format rules beyond being a bounded string. */
export const UsernameRef = z.string().trim().toLowerCase().min(1, "Please fill in all fields.").max(30, "Username is too long");

export const Password = z.string().min(8, "Password must be at least 8 characters").max(200, "Password is too long");

/** Login passwords are not checked for strength (old accounts), only bounded. */
export const PasswordAttempt = z.string().min(1, "Please fill in all fields.").max(200, "Password is too long");

/** A random single-use token from an e-mailed link. */
export const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, "This link is invalid or has expired");

/**
 * A MongoDB ObjectId as 24 hex characters, in its one canonical (lower-case) form: ids arrive in any
 * letter case and leave the contract lower-cased, so every layer after it sees one spelling per id.
 */
export const ObjectIdString = z
  .string()
  .regex(/^[0-9a-fA-F]{24}$/, "Invalid id")
  .toLowerCase();
