import { FallbackImage } from "../internal/FallbackImage";
import type { PictureLayout } from "../internal/ResponsiveImage";

const PEOPLE = (
  <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" focusable="false">
    <circle cx="8" cy="9" r="3" />
    <circle cx="16" cy="9" r="3" />
    <path d="M2 20c0-3 3-5 6-5s6 2 6 5M12 20c0-3 2-5 4-5s6 2 6 5" />
  </svg>
);

/** A community's (or sub-category's) picture, or a placeholder when it fails (decorative). */
export function CommunityCover({ src, className, ...layout }: { src: string | null; className?: string } & PictureLayout) {
  return <FallbackImage src={src} className={className} glyph={PEOPLE} {...layout} />;
}
