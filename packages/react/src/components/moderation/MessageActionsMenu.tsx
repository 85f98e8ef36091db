import type { RefObject } from "react";
import { Menu, MenuItem, Popover } from "react-aria-components";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import type { ModerationMarksStrings } from "./member-marks";
import * as styles from "./message-menu.css";

export type MessageAction = "report" | "ignore";

export interface MessageActionsMenuProps {
  triggerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  author: string;
  strings: ModerationMarksStrings;
  onAction: (action: MessageAction) => void;
}

/** The menu of a chat message's actions: Report, Ignore {name}. Loaded when its button is first pressed (member-actions.tsx). */
export function MessageActionsMenu({ triggerRef, isOpen, onOpenChange, author, strings: s, onAction }: MessageActionsMenuProps) {
  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom end" className={styles.popover}>
      <Menu
        aria-label={s.messageActions(author)}
        autoFocus="first"
        className={cx(styles.menu, part("chat-room", "message-menu"))}
        onAction={(key) => onAction(key as MessageAction)}
        onClose={() => onOpenChange(false)}
      >
        <MenuItem id="report" className={styles.menuItem}>
          {s.report}
        </MenuItem>
        <MenuItem id="ignore" className={styles.menuItem}>
          {s.ignoreMember(author)}
        </MenuItem>
      </Menu>
    </Popover>
  );
}
