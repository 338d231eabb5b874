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
    let value = this.find(version, key);
    if (value === undefined) {
      value = make();
      this.keep(version, key, value);
    }
    return value;
  }

  /** The value kept under `key` for `version`, if any. */
  find(version: string, key: string): V | undefined {
    return version === this.#version ? this.#byKey.get(key) : undefined;
  }

  /** Keeps `value` under `key` for `version`, dropping the values kept for any other version. */
  keep(version: string, key: string, value: V): void {
    if (version !== this.#version) {
      this.#version = version;
      this.#byKey = new Map();
    }
    if (this.#byKey.size >= this.#maxKeys && !this.#byKey.has(key)) this.#byKey.clear();
    this.#byKey.set(key, value);
  }
}
