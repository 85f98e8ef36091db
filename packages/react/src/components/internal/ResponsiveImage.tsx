import { imageVariantSrcSet } from "@pnyx/contract";
import { preload } from "react-dom";
import * as shared from "./shared.css";

/** How a picture is placed: the props every widget that shows one passes down. */
export interface PictureLayout {
  /**
   * The `sizes` of its copies: how wide it shows at each screen width (`"(min-width: 768px) 400px, 100vw"`),
   * so the browser fetches the smallest copy that stays sharp.
   */
  sizes: string;
  /**
   * The shape it is shown in, as `width` and `height` attributes: its space is kept before it loads.
   * The widgets' styles fix the box itself (an aspect ratio, `object-fit: cover`).
   */
  width: number;
  height: number;
  /**
   * The page's main picture (its Largest Contentful Paint): loaded at once with high priority, and
   * preloaded from the head when server-rendered. Otherwise it loads lazily, when it nears the screen.
   */
  priority?: boolean | undefined;
}

export interface ResponsiveImageProps extends PictureLayout {
  src: string;
  alt: string;
  className?: string | undefined;
  onError?: () => void;
}

/**
 * A picture. One the Pnyx server stored (`/uploads/<name>.webp`) is offered as a `<picture>`: its
 * copies at 320, 640 and 1280 px in AVIF, then WebP through the `<img>`'s `srcset`, the original as
 * its `src`. Any other address (an external picture) is a plain `<img>`, as it is. Renders the same on
 * the server and in the browser (nothing reads `window`).
 */
export function ResponsiveImage({ src, alt, className, onError, sizes, width, height, priority = false }: ResponsiveImageProps) {
  const avif = imageVariantSrcSet(src, "avif");
  const webp = imageVariantSrcSet(src, "webp");
  if (priority && avif) {
    // React puts the link in the document's head: on the server in the streamed HTML, in the browser
    // at once. It does not preload an `<img>` inside a `<picture>` by itself. The type keeps browsers
    // without AVIF from fetching it; with a srcset, React writes no href (`src` only names the preload).
    preload(src, { as: "image", type: "image/avif", imageSrcSet: avif, imageSizes: sizes, fetchPriority: "high" });
  }
  const img = (
    <img
      src={src}
      srcSet={webp ?? undefined}
      sizes={webp ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      onError={onError}
    />
  );
  if (!avif) return img;
  return (
    <picture className={shared.picture}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
