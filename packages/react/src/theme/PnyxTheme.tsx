import { useCallback, useRef, type ReactNode } from "react";
import { UNSAFE_PortalProvider as PortalProvider } from "react-aria";
import { darkTheme, lightTheme, themeRoot } from "./themes.css";

export type ThemeName = "light" | "dark";

export const themeClassNames: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

export interface PnyxThemeProps {
  theme?: ThemeName;
  className?: string;
  children: ReactNode;
}

/**
 * Sets the `--pnyx-*` variables for its subtree. Overlays (menus, dialogs, toasts) opened inside it
 * are portalled into this element, so they keep the theme even on a page that knows nothing of it.
 */
export function PnyxTheme({ theme = "light", className, children }: PnyxThemeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const getContainer = useCallback(() => ref.current, []);
  const classes = [themeClassNames[theme], themeRoot, className].filter(Boolean).join(" ");
  return (
    <div ref={ref} className={classes} data-pnyx-theme={theme}>
      <PortalProvider getContainer={getContainer}>{children}</PortalProvider>
    </div>
  );
}
