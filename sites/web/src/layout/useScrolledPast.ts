import { useEffect, useState } from "react";

/** True once the page has scrolled further than `threshold` px. */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setPast(false);
      return;
    }
    const update = () => setPast(window.scrollY > threshold);
    // Reading scrollY lays the page out; in the next frame that layout is due anyway, while here it
    // would lengthen the task that takes a server-rendered page over.
    const first = requestAnimationFrame(update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener("scroll", update);
    };
  }, [threshold, enabled]);
  return past;
}
