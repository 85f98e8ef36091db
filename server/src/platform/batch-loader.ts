/**
 * Loads by key in batches: the keys asked for in one turn of the event loop are fetched together
 * with one `fetchMany` (one database command instead of one per caller), and callers asking for
 * the same key share its answer.
 */
export function createBatchLoader<V>(fetchMany: (keys: string[]) => Promise<Map<string, V>>) {
  let pending: Map<string, Array<{ resolve(value: V | undefined): void; reject(error: unknown): void }>> | null = null;

  async function flush(batch: NonNullable<typeof pending>) {
    try {
      const found = await fetchMany([...batch.keys()]);
      for (const [key, waiting] of batch) for (const w of waiting) w.resolve(found.get(key));
    } catch (error) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(error);
    }
  }

  return {
    load(key: string): Promise<V | undefined> {
      return new Promise((resolve, reject) => {
        if (!pending) {
          const batch = new Map<string, Array<{ resolve(value: V | undefined): void; reject(error: unknown): void }>>();
          pending = batch;
          setImmediate(() => {
            pending = null;
            void flush(batch);
          });
        }
        const waiting = pending.get(key);
        if (waiting) waiting.push({ resolve, reject });
        else pending.set(key, [{ resolve, reject }]);
      });
    },
  };
}
