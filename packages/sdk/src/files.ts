// Checks on files before they are sent, so a wrong pick fails at once with the product's message.
import { LIMITS, MESSAGES } from "@pnyx/contract";
import { invalidInput } from "./errors";

export function isBlob(value: unknown): value is Blob {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

/** Profile pictures: an image of at most LIMITS.imageBytes, checked before anything is sent. */
export function checkImage(image: unknown): asserts image is Blob {
  if (!isBlob(image) || !image.type.startsWith("image/")) throw invalidInput("Please choose an image file");
  if (image.size > LIMITS.imageBytes) throw invalidInput(MESSAGES.fileTooLarge);
}

/** The name a multipart part is sent under: the file's own, or `fallback` for a bare Blob. */
export function fileName(blob: Blob, fallback: string): string {
  return typeof File !== "undefined" && blob instanceof File && blob.name ? blob.name : fallback;
}
