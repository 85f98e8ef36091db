import { useState, type ReactNode } from "react";
import { cx } from "./format";
import * as shared from "./shared.css";

/**
 * A decorative picture, or a muted placeholder with `glyph` when there is none or it fails to load
 * (a new `src` gets its own try).
 */
export function FallbackImage({ src, className, glyph }: { src: string | null; className?: string | undefined; glyph: ReactNode }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) return <img src={src} alt="" loading="lazy" className={className} onError={() => setFailed(src)} />;
  return (
    <div className={cx(shared.imagePlaceholder, className)} aria-hidden="true" data-placeholder="">
      {glyph}
    </div>
  );
}
