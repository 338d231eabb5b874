// The content version an isolate keeps for visitors' requests (docs/decisions/050-a-hit-without-the-database.md).
// Every public page request used to read the version from the database before it looked in the
// page cache: deployed, that is a round trip to the database's region on every hit. A visitor's
// request now takes the version this isolate last read, while it is younger than the bound, and
// reads it again in the background (waitUntil) once it is older than half of it, so steady traffic
// never waits. A request that finds none young enough waits for its own read, as before: a page is
// never answered under a version read longer than the bound ago, so an edit reaches every visitor
// of every isolate within it. An admin's request and the first after a write read it at once.

/** The longest a visitor's page can be behind an edit made anywhere (and the test of it). */
export const contentVersionBoundMs = 2_000;
/** Past this age a visitor's request starts a read in the background and goes on with the kept one. */
export const contentVersionRefreshMs = contentVersionBoundMs / 2;
/**
 * A background read that has not settled after this long is taken for lost (its request's
 * waitUntil may have been cut short): another request starts one.
 */
const lostReadMs = 10_000;

/** Reads the version; null when it cannot be read (the caller logs why). */
export type ReadVersion = () => Promise<string | null>;

interface Kept {
  version: string;
  /** When the read that gave it started: it shows every write committed before then. */
  readAt: number;
}

/**
 * One isolate's memory of the content version. Only settled reads are kept: a request never
 * awaits another request's pending read (the Workers runtime ties I/O to the request that
 * started it).
 */
export class KeptContentVersion {
  #kept: Kept | null = null;
  /** Moves with every forget: a read started before one keeps nothing. */
  #generation = 0;
  #refreshStartedAt: number | null = null;
  readonly #now: () => number;
  readonly #boundMs: number;
  readonly #refreshMs: number;

  constructor({
    now = () => Date.now(),
    boundMs = contentVersionBoundMs,
    refreshMs = contentVersionRefreshMs,
  }: { now?: () => number; boundMs?: number; refreshMs?: number } = {}) {
    this.#now = now;
    this.#boundMs = boundMs;
    this.#refreshMs = refreshMs;
  }

  /**
   * The version for a visitor's request: the kept one while it is younger than the bound (read
   * again in the background past the refresh age), else a read the request waits for. Null when
   * it cannot be read and none is young enough: the page is then rendered, never served stale.
   */
  async forVisitor(read: ReadVersion, waitUntil: (promise: Promise<unknown>) => void): Promise<string | null> {
    const now = this.#now();
    const kept = this.#kept;
    const age = kept ? now - kept.readAt : Number.POSITIVE_INFINITY;
    // A clock that went back (a kept read "from the future") is no proof of anything: read again.
    if (age < 0) this.#kept = null;
    if (!kept || age < 0 || age > this.#boundMs) return this.fresh(read);
    if (age > this.#refreshMs && !this.#refreshing(now)) {
      this.#refreshStartedAt = now;
      waitUntil(
        this.fresh(read).finally(() => {
          if (this.#refreshStartedAt === now) this.#refreshStartedAt = null;
        }),
      );
    }
    return kept.version;
  }

  /** A read the request waits for (an admin's, one after a write); its answer is kept for visitors. */
  async fresh(read: ReadVersion): Promise<string | null> {
    const readAt = this.#now();
    const generation = this.#generation;
    const version = await read();
    // A failed read keeps nothing and drops nothing: the kept version still ages out at the bound.
    // Nor is a read kept that started before a write of this isolate, or before the one kept.
    if (version !== null && generation === this.#generation && (!this.#kept || this.#kept.readAt <= readAt))
      this.#kept = { version, readAt };
    return version;
  }

  /** Forgets the kept version: after a write through this isolate, its next visitor reads it. */
  forget(): void {
    this.#kept = null;
    this.#generation++;
  }

  #refreshing(now: number): boolean {
    return this.#refreshStartedAt !== null && now - this.#refreshStartedAt < lostReadMs;
  }
}
