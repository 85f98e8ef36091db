import { z } from "zod";

/** Usernames: lower-case a–z, 0–9, `_`, `.`, `-`; 3–30 characters; never spaces. */
export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,30}$/;

export const Username = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => !/\s/.test(value), "Username can't contain spaces")
  .refine((value) => value.length >= 3 && value.length <= 30, "Username must be 3 to 30 characters")
  .refine((value) => USERNAME_PATTERN.test(value), "Username may use only letters, digits, '_', '.' and '-'");

/** A username as typed to look someone up or log in: no format rules beyond being a bounded string. */
export const UsernameRef = z.string().trim().toLowerCase().min(1, "Please fill in all fields.").max(30, "Username is too long");

export const Password = z
  .string()
  .min(8, "Password must be at least 8 characters")
  .max(200, "Password is too long");

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
