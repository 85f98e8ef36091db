import { FIXED_COMMUNITIES } from "@pnyx/contract";
import { Types } from "mongoose";
import sharp from "sharp";
import { UPLOADS_PATH, type UploadSource } from "../../platform/uploads";
import { categoryCoverSvg, type Mood } from "../art/scenes";
import type { CommunityModel } from "../../modules/communities/model";
import { COMMUNITY_SEEDS } from "./looks";

// Pictures: a cover per community and a tile per sub-category, drawn locally from the news scenes in
// the community's colours (no text), the first time the uploads route is asked for them.

const COVER_SIZE = { width: 1200, height: 630 } as const;
const TILE_SIZE = { width: 600, height: 400 } as const;
const MOODS: Mood[] = ["dawn", "day", "dusk", "night"];

/**
 * Fixed, UUID-shaped names (the uploads route serves only such names). Covers are group 8004: group
 * 8002 is the seed articles' pictures (seed/news/seeder.ts), which covers once shared by mistake, so the
 * first fifteen covers were articles' pictures.
 */
const coverName = (community: number) => `00000000-0000-4000-8004-${String(community + 1).padStart(12, "0")}.webp`;
const tileName = (community: number, tile: number) => `00000000-0000-4000-8003-${String((community + 1) * 100 + tile + 1).padStart(12, "0")}.webp`;

export const communityCoverUrl = (community: number) => `${UPLOADS_PATH}/${coverName(community)}`;
export const subCategoryImageUrl = (community: number, tile: number) => `${UPLOADS_PATH}/${tileName(community, tile)}`;

/** A stable id per sub-category (by community and position), so links to one keep working. */
export const subCategoryId = (community: number, tile: number) =>
  new Types.ObjectId(`66b000000000000000${community.toString(16).padStart(2, "0")}00${tile.toString(16).padStart(2, "0")}`);

function renderCover(community: number): Promise<Buffer> {
  const { look } = COMMUNITY_SEEDS[community]!;
  return render(categoryCoverSvg(look.family, COVER_SIZE, { ...look.cover, seed: 100 + community }));
}

function renderTile(community: number, tile: number): Promise<Buffer> {
  const { look } = COMMUNITY_SEEDS[community]!;
  const scene = look.tiles[tile % look.tiles.length]!;
  return render(categoryCoverSvg(look.family, TILE_SIZE, { scene, mood: MOODS[(community + tile) % MOODS.length]!, seed: 1000 + community * 50 + tile }));
}

const render = (svg: string) => sharp(Buffer.from(svg)).flatten({ background: "#000000" }).webp({ quality: 80, effort: 2 }).toBuffer();

/** An uploads source that draws the communities' pictures on demand. */
export const communityImageSource: UploadSource = (name) => {
  const cover = /^00000000-0000-4000-8004-(\d{12})\.webp$/.exec(name);
  if (cover) {
    const community = Number(cover[1]) - 1;
    return community >= 0 && community < COMMUNITY_SEEDS.length ? () => renderCover(community) : null;
  }
  const tile = /^00000000-0000-4000-8003-(\d{12})\.webp$/.exec(name);
  if (!tile) return null;
  const community = Math.floor(Number(tile[1]) / 100) - 1;
  const index = (Number(tile[1]) % 100) - 1;
  const seed = COMMUNITY_SEEDS[community];
  return seed && index >= 0 && index < seed.subCategories.length ? () => renderTile(community, index) : null;
};

/**
 * Makes sure the fifteen communities exist, with what the code says about them (name, description,
 * pictures, sub-categories); their counters are set only when a community is first made. Safe at every
 * start and on several instances at once (fixed ids, one upsert each).
 */
export async function ensureCommunities(Community: CommunityModel): Promise<void> {
  await Community.collection.bulkWrite(
    FIXED_COMMUNITIES.map((fixed, community) => {
      const seed = COMMUNITY_SEEDS[community]!;
      return {
        updateOne: {
          filter: { _id: new Types.ObjectId(fixed.id) },
          update: {
            $set: {
              name: fixed.name,
              parent: fixed.parent,
              description: seed.description,
              image: communityCoverUrl(community),
              subCategories: seed.subCategories.map((name, tile) => ({
                _id: subCategoryId(community, tile),
                name,
                image: subCategoryImageUrl(community, tile),
              })),
              updatedAt: new Date(),
            },
            $setOnInsert: { subscriberCount: 0, postCount: 0, createdAt: new Date() },
          },
          upsert: true,
        },
      };
    }),
    { ordered: false },
  );
}
