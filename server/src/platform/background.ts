/**
 * Work a request starts but does not wait for (sending mail), so answers neither wait for a mail
 * server nor reveal by their timing or errors whether an account exists. `idle()` lets tests and
 * shutdown wait until everything started has finished.
 */
export interface Background {
  run(name: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackground(log: (line: string) => void = (line) => console.error(line)): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const job: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
