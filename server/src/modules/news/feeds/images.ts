import { firstImageSource } from "./html-text";
import { httpUrl } from "./limits";

/** An enclosure or Media RSS item, as far as telling an image goes. */
export interface MediaLike {
  url?: string;
  type?: string;
  medium?: string;
}

/** The Media RSS fields feedsmith reads on an item or entry. */
export interface MediaNsLike {
  contents?: MediaLike[];
  groups?: Array<{ contents?: MediaLike[]; thumbnails?: Array<{ url?: string }> }>;
  thumbnails?: Array<{ url?: string }>;
}

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i;

/** Said to be an image (medium or type), or, saying neither, named like one. */
export const isImageMedia = (m: MediaLike) =>
  m.medium === "image" || (m.type ? m.type.toLowerCase().startsWith("image/") : !m.medium && IMAGE_EXTENSION.test(m.url ?? ""));

/** The first http(s) image of an item's Media RSS: contents before thumbnails. */
export function mediaImage(media: MediaNsLike | undefined, base: string | undefined): string | null {
  if (!media) return null;
  const candidates = [
    ...(media.contents ?? []).filter(isImageMedia).map((m) => m.url),
    ...(media.groups ?? []).flatMap((g) => (g.contents ?? []).filter(isImageMedia).map((m) => m.url)),
    ...(media.thumbnails ?? []).map((t) => t.url),
    ...(media.groups ?? []).flatMap((g) => (g.thumbnails ?? []).map((t) => t.url)),
  ];
  for (const candidate of candidates) {
    const url = httpUrl(candidate, base);
    if (url) return url;
  }
  return null;
}

/** The item's first inline picture, when it is an http(s) address. */
export function firstHtmlImage(html: string | undefined, base: string | undefined): string | null {
  if (!html) return null;
  return httpUrl(firstImageSource(html), base);
}
