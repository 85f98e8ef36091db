import { MESSAGES } from "@pnyx/contract";
import { useDeleteAccount, useLogout, useSendPasswordReset, useSession, useToast } from "@pnyx/react";
import { useState } from "react";
import { Button, Dialog, Heading, Menu, MenuItem, MenuTrigger, Modal, ModalOverlay, Popover } from "react-aria-components";
import { useNavigate } from "react-router";
import { setSelectedCategory } from "../state/selected-category";
import * as styles from "./AccountMenu.css";

/** Support address shown by "Help and Support". */
export const SUPPORT_EMAIL = "support@pnyx.example";

/**
 * The member's account menu behind a gear (Edit Profile, Change Categories, Change Password, Help
 * and Support, Delete Account with its Yes/No confirmation, Logout). Shown in the profile card, and
 * in the top bar on phones, where it replaces the menu button on /profile.
 */
export function AccountMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const sendReset = useSendPasswordReset();
  const deleteAccount = useDeleteAccount();
  const logout = useLogout();
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (!user) return null;

  function onAction(key: React.Key) {
    switch (key) {
      case "edit":
        return void navigate("/updateProfile");
      case "categories":
        return void navigate("/selectCategories");
      case "password":
        return sendReset.mutate(undefined, {
          onSuccess: () => toast.show(MESSAGES.passwordResetSent, { tone: "success" }),
          // The product only logs a failed member reset request.
          onError: (error) => console.error(error),
        });
      case "help":
        return toast.show(MESSAGES.helpAndSupport(SUPPORT_EMAIL));
      case "delete":
        return setConfirmDelete(true);
      case "logout":
        logout();
        setSelectedCategory(null);
        return void navigate("/");
    }
  }

  return (
    <>
      <MenuTrigger>
        <Button className={styles.gear} aria-label="Account settings">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="12" r="3" />
            <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 0 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 0 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 0 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 0 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
          </svg>
        </Button>
        <Popover className={styles.popover} placement="bottom end">
          <Menu className={styles.menu} onAction={onAction}>
            <MenuItem id="edit" className={styles.menuItem}>Edit Profile</MenuItem>
            <MenuItem id="categories" className={styles.menuItem}>Change Categories</MenuItem>
            <MenuItem id="password" className={styles.menuItem}>Change Password</MenuItem>
            <MenuItem id="help" className={styles.menuItem}>Help and Support</MenuItem>
            <MenuItem id="delete" className={`${styles.menuItem} ${styles.danger}`}>Delete Account</MenuItem>
            <MenuItem id="logout" className={styles.menuItem}>Logout</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>

      <ModalOverlay isOpen={confirmDelete} onOpenChange={setConfirmDelete} isDismissable className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog role="alertdialog" className={styles.dialog}>
            {({ close }) => (
              <>
                <Heading slot="title" className={styles.dialogTitle}>
                  Delete your account?
                </Heading>
                <p>Your profile, votes and follows are removed. Your opinions and posts stay, shown as written by [deleted].</p>
                <div className={styles.dialogActions}>
                  <Button
                    className={styles.dangerButton}
                    isDisabled={deleteAccount.isPending}
                    onPress={async () => {
                      // Awaited rather than mutate callbacks: this menu unmounts as soon as the
                      // session ends, and per-call callbacks do not run after unmount.
                      try {
                        await deleteAccount.mutateAsync({ email: user.email });
                      } catch {
                        toast.show(MESSAGES.accountDeleteFailed, { tone: "error" });
                        return;
                      }
                      close();
                      setSelectedCategory(null);
                      toast.show(MESSAGES.accountDeleted, { tone: "success" });
                      void navigate("/", { replace: true });
                    }}
                  >
                    Yes
                  </Button>
                  <Button className={styles.secondaryButton} onPress={close} autoFocus>
                    No
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
