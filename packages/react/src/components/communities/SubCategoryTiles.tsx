import { BREAKPOINTS, type SubCategory } from "@pnyx/contract";
import { Link } from "react-aria-components";
import { cx } from "../../helpers/format";
import { part } from "../../helpers/part";
import { CommunityCover } from "./CommunityCover";
import * as styles from "./communities.css";
import { defaultSubCategoryHref } from "../../helpers/hrefs";
export { defaultSubCategoryHref } from "../../helpers/hrefs";

/** 3 tiles a row on phones, 5 in the page's width (1,200 px at most) from 768 px; 4:3. */
const TILE = { sizes: `(min-width: ${BREAKPOINTS.mobile}px) 240px, 33vw`, width: 640, height: 480 } as const;

export interface SubCategoryTilesProps {
  subCategories: SubCategory[];
  /** Show at most this many (all when absent). The page shows 3 on phones and 5 otherwise: pass 5 and the CSS hides the rest below 768 px. */
  limit?: number;
  className?: string;
  hrefFor?: (name: string) => string;
}

/** Sub-category tiles: picture and name, each leading to its posts. 3 a row on phones, 5 from 768 px. */
export function SubCategoryTiles({ subCategories, limit, className, hrefFor = defaultSubCategoryHref }: SubCategoryTilesProps) {
  const shown = limit === undefined ? subCategories : subCategories.slice(0, limit);
  return (
    <ul className={cx(styles.tiles, part("subcategory-tiles"), className)}>
      {shown.map((sub, index) => (
        <li key={sub._id} className={cx(limit !== undefined && index >= 3 ? styles.wideOnly : undefined, part("subcategory-tiles", "item"))}>
          <Link href={hrefFor(sub.name)} className={styles.tile}>
            <CommunityCover src={sub.image} className={styles.tileImage} {...TILE} />
            <span className={styles.tileName}>{sub.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
