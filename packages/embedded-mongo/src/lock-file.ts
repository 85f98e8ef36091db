// One engine per dbPath: a lock file holding the owner's pid, created exclusively.
// A lock left by a dead process (crash, SIGKILL) is taken over.
import fs from "node:fs";
import path from "node:path";

export const LOCK_FILE = "mongod.lock";
const heldInThisProcess = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class DbPathLockedError extends Error {}

export function acquireLock(dir: string): () => void {
  const abs = path.resolve(dir);
  const file = path.join(abs, LOCK_FILE);
  if (heldInThisProcess.has(abs)) {
    throw new DbPathLockedError(`dbPath ${abs} is already in use by another embedded engine in this process (${file})`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      heldInThisProcess.add(abs);
      return () => {
        heldInThisProcess.delete(abs);
        try {
          if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.rmSync(file, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new DbPathLockedError(`dbPath ${abs} is locked by running process ${owner} (${file}); stop that engine first`);
      }
      if (owner === process.pid) {
        throw new DbPathLockedError(`dbPath ${abs} is already in use by this process (${file})`);
      }
      fs.rmSync(file, { force: true }); // stale lock from a dead process
    }
  }
  throw new DbPathLockedError(`could not lock dbPath ${abs}`);
}
