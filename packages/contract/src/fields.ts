import { z } from "./zod";

/** An e-mail address as the product stores it: trimmed, lower-cased, at most 254 characters. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email"))
  // `.invalid` never receives mail (RFC 2606); single sign-on members' placeholder addresses use it.
  .refine((address) => !address.endsWith(".invalid"), "Please enter a valid email");

/** A page number of a paged list (first page when omitted; a query string's text is read as a number). */
export const PageNumber = z.coerce.number().int().min(1, "Pages start at 1").max(10_000, "No such page").default(1);

/** A short acknowledgement the server sends for calls whose result the user only needs confirmed. */
export const Ack = z.object({ message: z.string() });
export type Ack = z.infer<typeof Ack>;

/**
 * An image attached to an opinion, reply or post: a URL the uploads endpoint returned. The product's
 * client sends `image: ""` when nothing is attached, so "" means no image (null), as does null.
 */
export const AttachedImage = z
  .string()
  .regex(/^(?:\/uploads\/[0-9a-f-]{36}\.webp)?$/, "Attach images through the upload endpoint")
  .transform((url) => (url === "" ? null : url))
  .nullable()
  .optional();
