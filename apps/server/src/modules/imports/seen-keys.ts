/**
 * The keys already seen in a file (docs/imports.md "Rows"): key → the first row that had it.
 *
 * 100,000 customer rows bring 200,000 keys. Kept as strings in a Map they cost ~20 MB of live
 * JavaScript heap, all of it promoted to the old generation while the file is read (which also
 * makes V8 let the heap grow further before collecting). Here a key is kept as a 64-bit hash in
 * an open-addressing table of typed arrays: 12 bytes per slot, off the heap, nothing for the
 * garbage collector to trace (≈ 6 MB at 200,000 keys). Two different keys would have to agree
 * on all 64 bits to be taken for a repeat (about one chance in 10^9 at 200,000 keys), and even
 * then the row is reported, never dropped silently.
 */
export class SeenKeys {
  private capacity = 1024;
  private size = 0;
  private high = new Int32Array(this.capacity);
  private low = new Int32Array(this.capacity);
  /** Row numbers start at 1: 0 marks an empty slot. */
  private rows = new Int32Array(this.capacity);
  private hashHigh = 0;
  private hashLow = 0;

  /** The row that first had `key`, or undefined. */
  firstRow(key: string): number | undefined {
    this.hash(key);
    const row = this.rows[this.slotOf(this.hashHigh, this.hashLow)]!;
    return row === 0 ? undefined : row;
  }

  /** Records `key` for `row` unless it is there already. */
  add(key: string, row: number): void {
    if ((this.size + 1) * 2 > this.capacity) this.grow();
    this.hash(key);
    const slot = this.slotOf(this.hashHigh, this.hashLow);
    if (this.rows[slot] !== 0) return;
    this.high[slot] = this.hashHigh;
    this.low[slot] = this.hashLow;
    this.rows[slot] = row;
    this.size += 1;
  }

  get count(): number {
    return this.size;
  }

  /** The slot holding this hash, or the empty slot where it would go (linear probing). */
  private slotOf(high: number, low: number): number {
    const mask = this.capacity - 1;
    let slot = low & mask;
    while (this.rows[slot] !== 0 && (this.high[slot] !== high || this.low[slot] !== low)) {
      slot = (slot + 1) & mask;
    }
    return slot;
  }

  private grow(): void {
    const { high, low, rows } = this;
    this.capacity *= 2;
    this.high = new Int32Array(this.capacity);
    this.low = new Int32Array(this.capacity);
    this.rows = new Int32Array(this.capacity);
    for (let index = 0; index < rows.length; index += 1) {
      if (rows[index] === 0) continue;
      const slot = this.slotOf(high[index]!, low[index]!);
      this.high[slot] = high[index]!;
      this.low[slot] = low[index]!;
      this.rows[slot] = rows[index]!;
    }
  }

  /** cyrb53's two 32-bit lanes, kept whole: a 64-bit hash without allocating. */
  private hash(key: string): void {
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let index = 0; index < key.length; index += 1) {
      const code = key.charCodeAt(index);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
    h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
    h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    this.hashHigh = h1 | 0;
    this.hashLow = h2 | 0;
  }
}
