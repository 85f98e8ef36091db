import { useState, type ReactNode } from "react";
import { cx } from "../../helpers/format";
import { ResponsiveImage, type PictureLayout } from "./ResponsiveImage";
import * as shared from "./shared.css";

/**
 * A decorative picture (responsive copies when the Pnyx server stored it, see ResponsiveImage), or a
 * muted placeholder with `glyph` when there is none or it fails to load (a new `src` gets its own try).
 */
export function FallbackImage({ src, className, glyph, ...layout }: { src: string | null; className?: string | undefined; glyph: ReactNode } & PictureLayout) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) return <ResponsiveImage src={src} alt="" className={className} onError={() => setFailed(src)} {...layout} />;
  return (
    <div className={cx(shared.imagePlaceholder, className)} aria-hidden="true" data-placeholder="">
      {glyph}
    </div>
  );
}
