/**
 * Lists of keys per item (a forward index) and lists of items per key (an inverted index), each in
 * two typed arrays instead of one JavaScript array per list: a 100,000-item catalog has millions of
 * (item, key) pairs, and typed arrays hold them in a sixth of the memory, off the garbage-collected
 * heap.
 */
export interface Lists {
  /** The entries of list `k`. */
  of(k: number): Int32Array;
}

/** Keys per item; items must be added in ascending order. */
export class ForwardIndex implements Lists {
  private keys = new Int32Array(1 << 16);
  private length = 0;
  /** Entry count per item until `finish`, then list starts (length itemCount + 1). */
  private readonly starts: Int32Array;

  constructor(readonly itemCount: number) {
    this.starts = new Int32Array(itemCount + 1);
  }

  add(item: number, key: number): void {
    if (this.length === this.keys.length) {
      const grown = new Int32Array(Math.ceil(this.length * 1.5));
      grown.set(this.keys);
      this.keys = grown;
    }
    this.keys[this.length++] = key;
    this.starts[item + 1]!++;
  }

  /** Ends adding: trims the storage and turns counts into list starts. */
  finish(): this {
    this.keys = this.keys.slice(0, this.length);
    for (let item = 0; item < this.itemCount; item++) this.starts[item + 1]! += this.starts[item]!;
    return this;
  }

  of(item: number): Int32Array {
    return this.keys.subarray(this.starts[item]!, this.starts[item + 1]!);
  }

  /** The inverted index: for each key, its items in ascending order. */
  invert(keyCount: number, keyOrder?: Int32Array): InvertedIndex {
    return new InvertedIndex(this, keyCount, keyOrder);
  }
}

/** Items per key, ascending. */
export class InvertedIndex implements Lists {
  private readonly offsets: Int32Array;
  private readonly items: Int32Array;

  /** `keyOrder` renumbers keys (old key -> new key), e.g. to sort them. */
  constructor(forward: ForwardIndex, keyCount: number, keyOrder?: Int32Array) {
    const rank = (key: number): number => (keyOrder ? keyOrder[key]! : key);
    this.offsets = new Int32Array(keyCount + 1);
    let total = 0;
    for (let item = 0; item < forward.itemCount; item++) {
      for (const key of forward.of(item)) this.offsets[rank(key) + 1]!++;
      total += forward.of(item).length;
    }
    for (let k = 0; k < keyCount; k++) this.offsets[k + 1]! += this.offsets[k]!;
    this.items = new Int32Array(total);
    const cursor = this.offsets.slice(0, keyCount);
    for (let item = 0; item < forward.itemCount; item++) {
      for (const key of forward.of(item)) this.items[cursor[rank(key)]!++] = item;
    }
  }

  of(key: number): Int32Array {
    return this.items.subarray(this.offsets[key]!, this.offsets[key + 1]!);
  }
}

/** Interns strings as dense ids. */
export class Interner {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];

  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }

  get(value: string): number | undefined {
    return this.ids.get(value);
  }
}
