import { MESSAGES } from "@pnyx/contract";
import { useState, type Key } from "react";
import { Button, Dialog, Heading, Menu, MenuItem, MenuTrigger, Modal, ModalOverlay, Popover } from "react-aria-components";
import { useDeleteAccount, useLogout, useSendPasswordReset } from "../../hooks/auth";
import { useSession } from "../../hooks/session";
import { useStrings } from "../../strings-context";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import { useToast } from "../toasts/ToastProvider";
import * as styles from "./AccountMenu.css";

export interface AccountMenuStrings {
  /** Name of the gear button. */
  settings: string;
  editProfile: string;
  changeCategories: string;
  changePassword: string;
  helpAndSupport: string;
  deleteAccount: string;
  logout: string;
  /** The delete confirmation. */
  confirmDeleteTitle: string;
  confirmDeleteText: string;
  yes: string;
  no: string;
  passwordResetSent: string;
  /** Toast of "Help and Support", given the support address. */
  mailUs: (email: string) => string;
  accountDeleted: string;
  accountDeleteFailed: string;
}

export const defaultAccountMenuStrings: AccountMenuStrings = {
  settings: "Account settings",
  editProfile: "Edit Profile",
  changeCategories: "Change Categories",
  changePassword: "Change Password",
  helpAndSupport: "Help and Support",
  deleteAccount: "Delete Account",
  logout: "Logout",
  confirmDeleteTitle: "Delete your account?",
  confirmDeleteText: "Your profile, votes and follows are removed. Your opinions and posts stay, shown as written by [deleted].",
  yes: "Yes",
  no: "No",
  passwordResetSent: MESSAGES.passwordResetSent,
  mailUs: MESSAGES.helpAndSupport,
  accountDeleted: MESSAGES.accountDeleted,
  accountDeleteFailed: MESSAGES.accountDeleteFailed,
};

export interface AccountMenuProps {
  className?: string;
  strings?: Partial<AccountMenuStrings>;
  /** Address shown by "Help and Support". */
  supportEmail?: string;
  /** Where "Edit Profile" leads; `/updateProfile` by default. */
  editProfileHref?: string;
  /** Where "Change Categories" leads; `/selectCategories` by default. */
  categoriesHref?: string;
  /** After "Logout" ended the session (e.g. go home). */
  onLoggedOut?: () => void;
  /** After the account was deleted and the session ended (e.g. go home). */
  onAccountDeleted?: () => void;
}

/**
 * The member's account menu behind a gear: Edit Profile, Change Categories, Change Password (mails
 * a reset link), Help and Support, Delete Account with its Yes/No confirmation, Logout. Renders
 * nothing for visitors.
 */
export function AccountMenu({
  className,
  strings,
  supportEmail = "support@pnyx.example",
  editProfileHref = "/updateProfile",
  categoriesHref = "/selectCategories",
  onLoggedOut,
  onAccountDeleted,
}: AccountMenuProps) {
  const s = useStrings("accountMenu", defaultAccountMenuStrings, strings);
  const { user } = useSession();
  const toast = useToast();
  const sendReset = useSendPasswordReset();
  const deleteAccount = useDeleteAccount();
  const logout = useLogout();
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (!user) return null;

  function onAction(key: Key) {
    switch (key) {
      case "password":
        return sendReset.mutate(undefined, {
          onSuccess: () => toast.show(s.passwordResetSent, { tone: "success" }),
          // The product only logs a failed member reset request.
          onError: (error) => console.error(error),
        });
      case "help":
        return toast.show(s.mailUs(supportEmail));
      case "delete":
        return setConfirmDelete(true);
      case "logout":
        logout();
        return onLoggedOut?.();
    }
  }

  const item = cx(styles.menuItem, part("account-menu", "item"));
  return (
    <>
      <MenuTrigger>
        <Button className={cx(styles.gear, part("account-menu"), className)} aria-label={s.settings}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="12" r="3" />
            <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 0 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 0 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 0 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 0 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
          </svg>
        </Button>
        <Popover className={cx(styles.popover, part("account-menu", "popover"))} placement="bottom end">
          <Menu className={cx(styles.menu, part("account-menu", "menu"))} onAction={onAction}>
            <MenuItem id="edit" href={editProfileHref} className={item}>
              {s.editProfile}
            </MenuItem>
            <MenuItem id="categories" href={categoriesHref} className={item}>
              {s.changeCategories}
            </MenuItem>
            <MenuItem id="password" className={item}>
              {s.changePassword}
            </MenuItem>
            <MenuItem id="help" className={item}>
              {s.helpAndSupport}
            </MenuItem>
            <MenuItem id="delete" className={cx(item, styles.danger)} data-danger="">
              {s.deleteAccount}
            </MenuItem>
            <MenuItem id="logout" className={item}>
              {s.logout}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>

      <ModalOverlay isOpen={confirmDelete} onOpenChange={setConfirmDelete} isDismissable className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog role="alertdialog" className={cx(styles.dialog, part("account-menu", "dialog"))}>
            {({ close }) => (
              <>
                <Heading slot="title" className={styles.dialogTitle}>
                  {s.confirmDeleteTitle}
                </Heading>
                <p>{s.confirmDeleteText}</p>
                <div className={cx(styles.dialogActions, part("account-menu", "dialog-actions"))}>
                  <Button
                    className={styles.dangerButton}
                    isDisabled={deleteAccount.isPending}
                    onPress={async () => {
                      // Awaited rather than mutate callbacks: this menu unmounts as soon as the
                      // session ends, and per-call callbacks do not run after unmount.
                      try {
                        await deleteAccount.mutateAsync({ email: user.email });
                      } catch {
                        toast.show(s.accountDeleteFailed, { tone: "error" });
                        return;
                      }
                      close();
                      toast.show(s.accountDeleted, { tone: "success" });
                      onAccountDeleted?.();
                    }}
                  >
                    {s.yes}
                  </Button>
                  <Button className={styles.secondaryButton} onPress={close} autoFocus>
                    {s.no}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
