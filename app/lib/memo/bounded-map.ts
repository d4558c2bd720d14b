/**
 * A Map that empties itself before it would pass `limit` entries: a memo kept for the life of
 * an isolate (labels, markup, digests) that can never grow without end, whatever the requests.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly #limit: number;

  constructor(limit: number) {
    super();
    this.#limit = limit;
  }

  override set(key: K, value: V): this {
    if (this.size >= this.#limit && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}
