// Stable, public class names for publishers' CSS: `pnyx-<widget>` on a root, `pnyx-<widget>__<part>` inside.
// The vanilla-extract class names beside them are hashed and may change with any release; these do not.

/** `part("opinion-card")` → `pnyx-opinion-card`; `part("opinion-card", "actions")` → `pnyx-opinion-card__actions`. */
export const part = (widget: string, name?: string) => (name ? `pnyx-${widget}__${name}` : `pnyx-${widget}`);
