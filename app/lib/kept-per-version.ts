/**
 * Values an isolate keeps for the newest content version only (decision 025): every write moves
 * the version, so a value made for an older one is never served again and is dropped with it.
 * `maxKeys` bounds one version's keys; past it they are dropped and made again as asked.
 */
export class KeptPerVersion<V> {
  #version: string | null = null;
  #byKey = new Map<string, V>();
  readonly #maxKeys: number;

  constructor(maxKeys = Number.POSITIVE_INFINITY) {
    this.#maxKeys = maxKeys;
  }

  /** The value kept under `key` for `version`, made (and kept) when there is none. */
  get(version: string, key: string, make: () => V): V {
    if (version !== this.#version) {
      this.#version = version;
      this.#byKey = new Map();
    }
    let value = this.#byKey.get(key);
    if (value === undefined) {
      if (this.#byKey.size >= this.#maxKeys) this.#byKey.clear();
      value = make();
      this.#byKey.set(key, value);
    }
    return value;
  }

  /** Drops `value` if it is still what `key` keeps (a read that failed is not kept). */
  forget(key: string, value: V): void {
    if (this.#byKey.get(key) === value) this.#byKey.delete(key);
  }
}
