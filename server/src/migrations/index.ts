import type { Models } from "../models";
import type { Migration } from "../platform/migrations";
import { canonicalIdsMigration } from "./canonical-ids";
import { levelReachedMigration } from "./level-reached";
import { memberStatsMigration } from "./member-stats";
import { unsignedThreadsMigration } from "./unsigned-threads";
import { embedSessionsMigration } from "./embed-sessions";

/** Every repair of stored data, oldest first; each runs once per database. */
export const migrations = (models: Models): Migration[] => [
  canonicalIdsMigration(models),
  levelReachedMigration(models),
  memberStatsMigration(models),
  unsignedThreadsMigration(models),
  embedSessionsMigration(models),
];
