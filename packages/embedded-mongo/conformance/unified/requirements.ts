// runOnRequirements (unified-test-format.md, "runOnRequirement"): which deployment a test can run on.
import type { RunOnRequirement } from "./format.js";

/** The deployment the engine stands in for. Everything a requirement can ask about is fixed here. */
export interface Deployment {
  version: string;
  topology: "single" | "replicaset" | "sharded" | "load-balanced";
  serverless: boolean;
  auth: boolean;
  csfle: boolean;
}

/** The engine reports itself as a MongoDB 7.0 standalone (buildInfo versionArray [7, 0, 0], no replica set). */
export const EMBEDDED_ENGINE: Deployment = { version: "7.0.0", topology: "single", serverless: false, auth: false, csfle: false };

/** "4.2" → [4, 2, 0]; anything after major.minor.patch (e.g. "-rc1") is dropped, as the spec requires. */
export function parseVersion(version: string): [number, number, number] {
  const parts = version.split(".").map((part) => Number.parseInt(part, 10) || 0);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

export function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** Why `requirement` is not met by `deployment`, or undefined when it is. */
export function unmetBy(requirement: RunOnRequirement, deployment: Deployment): string | undefined {
  const { minServerVersion: min, maxServerVersion: max, topologies } = requirement;
  if (min !== undefined && compareVersions(deployment.version, min) < 0) return `server >= ${min}`;
  if (max !== undefined && compareVersions(deployment.version, max) > 0) return `server <= ${max}`;
  if (topologies && !topologies.includes(deployment.topology)) return `topology ${topologies.join("|")}`;
  if (requirement.serverless === "require" && !deployment.serverless) return "serverless";
  if (requirement.serverless === "forbid" && deployment.serverless) return "not serverless";
  if (requirement.auth !== undefined && requirement.auth !== deployment.auth) return requirement.auth ? "auth" : "no auth";
  if (requirement.authMechanism !== undefined) return `auth mechanism ${requirement.authMechanism}`;
  if (requirement.csfle !== undefined && requirement.csfle !== false && !deployment.csfle) return "CSFLE";
  if (requirement.csfle === false && deployment.csfle) return "no CSFLE";
  // serverParameters would need a getParameter round trip against a real server's parameter set; the
  // CRUD tests never use it, so it is treated as not met rather than guessed.
  if (requirement.serverParameters !== undefined) return "serverParameters (not evaluated)";
  return undefined;
}

/** A list of requirements is met when any one of them is; returns why none is, or undefined. */
export function unmetRequirements(requirements: RunOnRequirement[] | undefined, deployment: Deployment): string | undefined {
  if (!requirements || requirements.length === 0) return undefined;
  const reasons: string[] = [];
  for (const requirement of requirements) {
    const reason = unmetBy(requirement, deployment);
    if (reason === undefined) return undefined;
    reasons.push(reason);
  }
  return `requires ${[...new Set(reasons)].join(" or ")}`;
}
