import { useState } from "react";
import { cx } from "../shared/format";
import * as shared from "../shared/shared.css";

/** A community's (or sub-category's) picture, or a muted placeholder when it fails (decorative). */
export function CommunityCover({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) return <img src={src} alt="" loading="lazy" className={className} onError={() => setFailed(src)} />;
  return (
    <div className={cx(shared.imagePlaceholder, className)} aria-hidden="true" data-placeholder="">
      <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" focusable="false">
        <circle cx="8" cy="9" r="3" />
        <circle cx="16" cy="9" r="3" />
        <path d="M2 20c0-3 3-5 6-5s6 2 6 5M12 20c0-3 2-5 4-5s6 2 6 5" />
      </svg>
    </div>
  );
}
