/**
 * Responsive copies of the pictures the server stores. Every stored WebP image
 * (`/uploads/<name>.webp`: members' uploads, the seed articles' and the communities' pictures) is
 * also served at a few widths in AVIF and WebP, under a name of its own, made once and kept:
 * `/uploads/<name>-<width>.<format>`. A copy is never wider than the original (a narrower original
 * is served at its own width). Any other width or format is not a file (404).
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Best first: a `<picture>` offers them in this order. */
export const IMAGE_VARIANT_FORMATS = ["avif", "webp"] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** A stored WebP picture's URL, as the API gives it: `/uploads/<36-character name>.webp`. */
const STORED_IMAGE_URL = /^(\/uploads\/[0-9a-f-]{36})\.webp$/;

/**
 * The URL of a picture's copy at `width` in `format`, or null when the picture is not one the server
 * stored (an external address, a file that is not a WebP image): those have no copies.
 */
export function imageVariantUrl(src: string, width: ImageVariantWidth, format: ImageVariantFormat): string | null {
  const match = STORED_IMAGE_URL.exec(src);
  return match ? `${match[1]}-${width}.${format}` : null;
}

/** A `srcset` of a stored picture's copies in one format (`… 320w, … 640w, … 1280w`), or null for any other picture. */
export function imageVariantSrcSet(src: string, format: ImageVariantFormat): string | null {
  if (!STORED_IMAGE_URL.test(src)) return null;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(src, width, format)} ${width}w`).join(", ");
}
