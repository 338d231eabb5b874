import { slowDownMs, throttleLimits } from "../sign-in-throttle";

// The d1 adapter's sign-in throttle (docs/decisions/015-sign-in-throttle-and-sessions.md).
// Every attempt is recorded before its password is checked, by the one statement that also
// counts, so parallel attempts cannot all read the same count: an attempt over a limit is
// refused without hashing anything. The limits and the slow-down are ../sign-in-throttle.ts's.

export interface Admission {
  /** False: over a limit, refused before any password is checked. */
  admitted: boolean;
  /** The wait before answering (the e-mail's slow-down); 0 when refused. */
  delayMs: number;
}

/**
 * Records an attempt if it is within the limits, in one statement: the count and the insert
 * cannot be separated by another attempt. Old rows are pruned in the same batch.
 */
export async function admitSignIn(
  db: D1Database,
  email: string,
  address: string,
  maxFailures: number,
): Promise<Admission> {
  const now = Date.now();
  const limits = throttleLimits(maxFailures);
  const since = new Date(now - limits.windowMinutes * 60_000).toISOString();
  const [, insert, emailCount] = await db.batch<{ n: number }>([
    db.prepare("DELETE FROM login_attempts WHERE attempted_at <= ?1").bind(since),
    db
      .prepare(
        `INSERT INTO login_attempts (email, address, attempted_at) SELECT ?1, ?2, ?3
         WHERE (SELECT COUNT(*) FROM login_attempts WHERE email = ?1 AND address = ?2 AND attempted_at > ?4) < ?5
           AND (SELECT COUNT(*) FROM login_attempts WHERE address = ?2 AND attempted_at > ?4) < ?6`,
      )
      .bind(email, address, new Date(now).toISOString(), since, limits.pair, limits.address),
    db.prepare("SELECT COUNT(*) AS n FROM login_attempts WHERE email = ?1 AND attempted_at > ?2").bind(email, since),
  ]);
  if (insert?.meta.changes !== 1) return { admitted: false, delayMs: 0 };
  // The count includes this attempt's own row.
  return { admitted: true, delayMs: slowDownMs((emailCount?.results[0]?.n ?? 1) - 1, maxFailures) };
}

/** A successful sign-in forgets its own e-mail + address attempts (not other addresses'). */
export function forgetAttempts(db: D1Database, email: string, address: string): D1PreparedStatement {
  return db.prepare("DELETE FROM login_attempts WHERE email = ?1 AND address = ?2").bind(email, address);
}
