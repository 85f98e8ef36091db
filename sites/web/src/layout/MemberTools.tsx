// What the top bar and the layout show members only, in a chunk of its own (see TopBar.tsx).
export { GamificationToasts, NotificationBell } from "@pnyx/react";
export { AccountMenu } from "./AccountMenu";
export { NoticesLink } from "./NoticesLink";
