import { Button, Dialog, DialogTrigger, Disclosure, DisclosurePanel, Heading, Link, Modal, ModalOverlay } from "react-aria-components";
import { useLogout, useSession } from "@pnyx/react";
import { useNavigate } from "react-router";
import { setSelectedCategory, useSelectedCategory } from "../state/selected-category";
import { ChevronDownIcon, CloseIcon } from "./icons";
import { categoryItems, communityGroups } from "./navigation";
import type { OnDemandOpening } from "./on-demand";
import { SearchBox } from "./SearchBox";
import { mobileMenuTrigger } from "./triggers";
import * as styles from "./MobileMenu.css";

/**
 * Below 768 px the top bar's links move into this slide-out menu, with the search box. `adminHere`:
 * an administrator signed in to the admin area is offered their area, not LOGIN / SIGN UP.
 */
export function MobileMenu({ adminHere = false, defaultOpen, autoFocus }: { adminHere?: boolean } & OnDemandOpening) {
  const selected = useSelectedCategory();
  const navigate = useNavigate();
  const { user } = useSession();
  const logout = useLogout();

  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button {...mobileMenuTrigger} autoFocus={autoFocus} />
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.drawer}>
          <Dialog className={styles.dialog} aria-label="Menu">
            {({ close }) => (
              <>
                <div className={styles.head}>
                  <Heading slot="title" className={styles.title}>
                    Menu
                  </Heading>
                  <Button className={styles.close} aria-label="Close menu" onPress={close}>
                    <CloseIcon />
                  </Button>
                </div>
                <SearchBox onSearched={close} />
                <nav aria-label="Main" className={styles.nav}>
                  <Link href="/" className={styles.link} onPress={close}>
                    Home
                  </Link>
                  <Disclosure className={styles.group}>
                    <Button slot="trigger" className={styles.groupTrigger}>
                      News Categories <ChevronDownIcon />
                    </Button>
                    <DisclosurePanel className={styles.panel}>
                      {categoryItems.map((item) =>
                        item.name === selected ? (
                          // Tapping the active category clears it and goes home.
                          <Button
                            key={item.name}
                            className={styles.subLink}
                            data-current
                            onPress={() => {
                              setSelectedCategory(null);
                              void navigate("/");
                              close();
                            }}
                          >
                            {item.name}
                          </Button>
                        ) : (
                          <Link
                            key={item.name}
                            href={item.href}
                            className={styles.subLink}
                            onPress={() => {
                              setSelectedCategory(item.name);
                              close();
                            }}
                          >
                            {item.name}
                          </Link>
                        ),
                      )}
                    </DisclosurePanel>
                  </Disclosure>
                  <Disclosure className={styles.group}>
                    <Button slot="trigger" className={styles.groupTrigger}>
                      Community <ChevronDownIcon />
                    </Button>
                    <DisclosurePanel className={styles.panel}>
                      {communityGroups.map((group) => (
                        <section key={group.parent} aria-label={group.title}>
                          <p className={styles.panelHeader}>{group.title}</p>
                          {group.items.map((item) => (
                            <Link key={item.id} href={item.href} className={styles.subLink} onPress={close}>
                              {item.name}
                            </Link>
                          ))}
                        </section>
                      ))}
                    </DisclosurePanel>
                  </Disclosure>
                  <Link href="/chatroom" className={styles.link} onPress={close}>
                    Chatroom
                  </Link>
                  <Link href="/profile" className={styles.link} onPress={close}>
                    Profile
                  </Link>
                </nav>
                <div className={styles.auth}>
                  {adminHere && !user ? (
                    <Link href="/admin/verifyPosts" className={styles.login} onPress={close}>
                      ADMIN
                    </Link>
                  ) : user ? (
                    <Button
                      className={styles.login}
                      onPress={() => {
                        logout();
                        setSelectedCategory(null);
                        close();
                        void navigate("/");
                      }}
                    >
                      Logout
                    </Button>
                  ) : (
                    <>
                      <Link href="/login" className={styles.login} onPress={close}>
                        LOGIN
                      </Link>
                      <Link href="/signup" className={styles.signup} onPress={close}>
                        SIGN UP
                      </Link>
                    </>
                  )}
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
