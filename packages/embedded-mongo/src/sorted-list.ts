// An ordered multiset kept as a list of sorted blocks (a flat B+tree leaf level).
// Inserts and removals touch one block of at most ~2*BLOCK entries, so building a
// 100k-entry index with random keys stays O(n log n) instead of O(n^2) array splices.
const BLOCK = 512;

export interface Position {
  block: number;
  index: number;
}

export class SortedList<T> {
  private blocks: T[][] = [];
  private count = 0;

  constructor(private readonly cmp: (a: T, b: T) => number) {}

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.blocks = [];
    this.count = 0;
  }

  /** Index of the first block whose last element is >= probe (or the last block). */
  private blockFor(probe: T): number {
    let lo = 0;
    let hi = this.blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const b = this.blocks[mid]!;
      if (this.cmp(b[b.length - 1]!, probe) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private lowerInBlock(block: T[], probe: T): number {
    let lo = 0;
    let hi = block.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cmp(block[mid]!, probe) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(item: T): void {
    this.count++;
    if (this.blocks.length === 0) {
      this.blocks.push([item]);
      return;
    }
    // Keys that only grow (ObjectIds, times) or only shrink (descending times) go at an end: one
    // comparison, not a search through the blocks.
    const tail = this.blocks[this.blocks.length - 1]!;
    const head = this.blocks[0]!;
    let bi: number;
    if (this.cmp(tail[tail.length - 1]!, item) <= 0) {
      bi = this.blocks.length - 1;
      tail.push(item);
    } else if (this.cmp(item, head[0]!) < 0) {
      bi = 0;
      head.unshift(item);
    } else {
      bi = this.blockFor(item);
      const block = this.blocks[bi]!;
      block.splice(this.lowerInBlock(block, item), 0, item);
    }
    const block = this.blocks[bi]!;
    if (block.length > BLOCK * 2) this.blocks.splice(bi, 1, block.slice(0, BLOCK), block.slice(BLOCK));
  }

  /** Removes one element equal (cmp === 0) to item. */
  remove(item: T): boolean {
    if (this.blocks.length === 0) return false;
    const bi = this.blockFor(item);
    const block = this.blocks[bi]!;
    const i = this.lowerInBlock(block, item);
    if (i >= block.length || this.cmp(block[i]!, item) !== 0) return false;
    block.splice(i, 1);
    this.count--;
    if (block.length === 0) this.blocks.splice(bi, 1);
    else if (block.length < BLOCK / 4 && bi + 1 < this.blocks.length && this.blocks[bi + 1]!.length < BLOCK) {
      this.blocks.splice(bi, 2, block.concat(this.blocks[bi + 1]!));
    }
    return true;
  }

  /** First position whose element is >= probe. */
  lowerBound(probe: T): Position {
    if (this.blocks.length === 0) return { block: 0, index: 0 };
    const bi = this.blockFor(probe);
    return this.normalize({ block: bi, index: this.lowerInBlock(this.blocks[bi]!, probe) });
  }

  private normalize(p: Position): Position {
    while (p.block < this.blocks.length && p.index >= this.blocks[p.block]!.length) {
      p = { block: p.block + 1, index: 0 };
    }
    return p;
  }

  at(p: Position): T | undefined {
    return this.blocks[p.block]?.[p.index];
  }

  /** Elements in [from, to] order-wise (both probes compared with cmp), ascending or descending. */
  *range(from: T, to: T, descending: boolean): Generator<T> {
    if (!descending) {
      const p = this.lowerBound(from);
      for (let b = p.block, i = p.index; b < this.blocks.length; b++, i = 0) {
        const block = this.blocks[b]!;
        for (; i < block.length; i++) {
          const item = block[i]!;
          if (this.cmp(item, to) > 0) return;
          yield item;
        }
      }
      return;
    }
    // Start from the last element <= to: lowerBound(to) lands after it since probes never equal entries.
    const p = this.lowerBound(to);
    let b = p.block;
    let i = p.index - 1;
    if (b >= this.blocks.length) {
      b = this.blocks.length - 1;
      i = (this.blocks[b]?.length ?? 0) - 1;
    }
    for (; b >= 0; b--) {
      const block = this.blocks[b]!;
      if (i === Number.MIN_SAFE_INTEGER) i = block.length - 1;
      for (; i >= 0; i--) {
        const item = block[i]!;
        if (this.cmp(item, to) > 0) continue;
        if (this.cmp(item, from) < 0) return;
        yield item;
      }
      i = Number.MIN_SAFE_INTEGER;
    }
  }

  *all(): Generator<T> {
    for (const block of this.blocks) yield* block;
  }
}
