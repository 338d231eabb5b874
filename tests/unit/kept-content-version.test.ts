import { describe, expect, it } from "vitest";

import { KeptContentVersion } from "~/lib/kept-content-version.server";

// The content version an isolate keeps for visitors (decision 050): within the bound a visitor's
// request waits for no read, past it one does; admins and writes read at once.

/** A store whose version reads can be counted, held open and failed. */
function store(initial = "v1") {
  let version: string | null = initial;
  const reads: Array<{ resolve: () => void }> = [];
  let holding = false;
  let count = 0;
  return {
    set: (next: string | null) => void (version = next),
    get reads() {
      return count;
    },
    hold: () => void (holding = true),
    /** Settles every held read with the version as it is now. */
    release: () => {
      holding = false;
      for (const read of reads.splice(0)) read.resolve();
    },
    read: () => {
      count++;
      const answer = () => version;
      if (!holding) return Promise.resolve(answer());
      return new Promise<string | null>((resolve) => reads.push({ resolve: () => resolve(answer()) }));
    },
  };
}

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe("KeptContentVersion", () => {
  it("reads once, then answers visitors from memory without waiting until the bound", async () => {
    const time = clock();
    const kept = new KeptContentVersion({ now: time.now, boundMs: 2_000, refreshMs: 1_000 });
    const db = store();
    const background: Promise<unknown>[] = [];
    expect(await kept.forVisitor(db.read, (p) => background.push(p))).toBe("v1");
    expect(db.reads).toBe(1);
    db.set("v2");
    time.advance(900);
    expect(await kept.forVisitor(db.read, (p) => background.push(p))).toBe("v1");
    expect([db.reads, background.length]).toEqual([1, 0]);
  });

  it("reads again in the background past the refresh age, one read at a time, and answers with the new version once read", async () => {
    const time = clock();
    const kept = new KeptContentVersion({ now: time.now, boundMs: 2_000, refreshMs: 1_000 });
    const db = store();
    const background: Promise<unknown>[] = [];
    const waitUntil = (p: Promise<unknown>) => void background.push(p);
    await kept.forVisitor(db.read, waitUntil);
    db.set("v2");
    db.hold();
    time.advance(1_200);
    // Both answered at once with the kept version; only the first starts a read.
    expect(await kept.forVisitor(db.read, waitUntil)).toBe("v1");
    expect(await kept.forVisitor(db.read, waitUntil)).toBe("v1");
    expect([db.reads, background.length]).toEqual([2, 1]);
    db.release();
    await Promise.all(background);
    expect(await kept.forVisitor(db.read, waitUntil)).toBe("v2");
    expect(db.reads).toBe(2);
  });

  it("never answers with a version older than the bound: past it the request waits for its own read", async () => {
    const time = clock();
    const kept = new KeptContentVersion({ now: time.now, boundMs: 2_000, refreshMs: 1_000 });
    const db = store();
    const waitUntil = () => {};
    await kept.forVisitor(db.read, waitUntil);
    db.set("v2");
    time.advance(2_001);
    expect(await kept.forVisitor(db.read, waitUntil)).toBe("v2");
    expect(db.reads).toBe(2);
  });

  it("keeps nothing from a failed read: past the bound with the store down, the version is unknown (null)", async () => {
    const time = clock();
    const kept = new KeptContentVersion({ now: time.now, boundMs: 2_000, refreshMs: 1_000 });
    const db = store();
    const background: Promise<unknown>[] = [];
    const waitUntil = (p: Promise<unknown>) => void background.push(p);
    await kept.forVisitor(db.read, waitUntil);
    db.set(null);
    time.advance(1_500);
    // Within the bound the kept version still answers; its background read fails.
    expect(await kept.forVisitor(db.read, waitUntil)).toBe("v1");
    await Promise.all(background);
    time.advance(600);
    expect(await kept.forVisitor(db.read, waitUntil)).toBeNull();
    expect(await kept.forVisitor(db.read, waitUntil)).toBeNull();
    db.set("v3");
    expect(await kept.forVisitor(db.read, waitUntil)).toBe("v3");
  });

  it("starts another background read when one was lost (its request's waitUntil cut short)", async () => {
    const time = clock();
    const kept = new KeptContentVersion({ now: time.now, boundMs: 20_000, refreshMs: 1_000 });
    const db = store();
    const waitUntil = () => {};
    await kept.forVisitor(db.read, waitUntil);
    db.hold();
    time.advance(1_500);
    await kept.forVisitor(db.read, waitUntil);
    time.advance(5_000);
    await kept.forVisitor(db.read, waitUntil);
    expect(db.reads).toBe(2);
    time.advance(6_000);
    await kept.forVisitor(db.read, waitUntil);
    expect(db.reads).toBe(3);
  });

  it("reads at once for an admin and keeps that read for the visitors after", async () => {
    const time = clock();
    const kept = new KeptContentVersion({ now: time.now, boundMs: 2_000, refreshMs: 1_000 });
    const db = store();
    await kept.forVisitor(db.read, () => {});
    db.set("v2");
    expect(await kept.fresh(db.read)).toBe("v2");
    expect(await kept.forVisitor(db.read, () => {})).toBe("v2");
    expect(db.reads).toBe(2);
  });

  it("forgets the version after a write, and keeps no read that started before the write", async () => {
    const time = clock();
    const kept = new KeptContentVersion({ now: time.now, boundMs: 2_000, refreshMs: 1_000 });
    const db = store();
    const background: Promise<unknown>[] = [];
    const waitUntil = (p: Promise<unknown>) => void background.push(p);
    await kept.forVisitor(db.read, waitUntil);
    time.advance(1_200);
    db.hold();
    await kept.forVisitor(db.read, waitUntil);
    // The write commits and this isolate forgets; the background read, begun before, ends after.
    kept.forget();
    db.release();
    await Promise.all(background);
    db.set("v2");
    expect(await kept.forVisitor(db.read, waitUntil)).toBe("v2");
  });

  it("reads again when the clock went back", async () => {
    const time = clock();
    const kept = new KeptContentVersion({ now: time.now, boundMs: 2_000, refreshMs: 1_000 });
    const db = store();
    await kept.forVisitor(db.read, () => {});
    time.advance(-5_000);
    db.set("v2");
    expect(await kept.forVisitor(db.read, () => {})).toBe("v2");
    // That read is kept: the next visitor waits for none.
    expect(await kept.forVisitor(db.read, () => {})).toBe("v2");
    expect(db.reads).toBe(2);
  });
});
