import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from "react-aria-components";
import type { NewsCategory } from "@pnyx/contract";
import { setSelectedCategory } from "../state/selected-category";
import { categoryItems, communityGroups } from "./navigation";
import type { OnDemandOpening } from "./on-demand";
import { categoriesTrigger, communityTrigger } from "./triggers";
import * as styles from "./TopBar.css";

/** Categories dropdown (the menu is named by its trigger): choosing one remembers it and opens its feed. */
export function CategoriesMenu({ defaultOpen, autoFocus }: OnDemandOpening) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button {...categoriesTrigger} autoFocus={autoFocus} />
      <Popover className={styles.popover} placement="bottom start">
        <Menu className={styles.menu} onAction={(key) => setSelectedCategory(key as NewsCategory)}>
          {categoryItems.map((item) => (
            <MenuItem key={item.name} id={item.name} href={item.href} className={styles.menuItem}>
              {item.name}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** Community dropdown: Main Topics and Special Interest, each item a fixed community page. */
export function CommunityMenu({ defaultOpen, autoFocus }: OnDemandOpening) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button {...communityTrigger} autoFocus={autoFocus} />
      <Popover className={styles.popover} placement="bottom start">
        <Menu className={`${styles.menu} ${styles.menuColumns}`}>
          {communityGroups.map((group) => (
            <MenuSection key={group.parent} className={styles.menuSection}>
              <Header className={styles.menuHeader}>{group.title}</Header>
              {group.items.map((item) => (
                <MenuItem key={item.id} id={item.id} href={item.href} className={styles.menuItem}>
                  {item.name}
                </MenuItem>
              ))}
            </MenuSection>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
