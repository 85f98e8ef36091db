import { z } from "zod";

/** An e-mail address as the product stores it: trimmed, lower-cased, at most 254 characters. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email"));

/** A short acknowledgement the server sends for calls whose result the user only needs confirmed. */
export const Ack = z.object({ message: z.string() });
export type Ack = z.infer<typeof Ack>;
