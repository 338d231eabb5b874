import { slowDownMs, throttleLimits, type SignInClient } from "../sign-in-throttle";

// The d1 adapter's sign-in throttle (docs/decisions/039-account-sign-in-limit-and-device-cookies.md).
// Every attempt is recorded before its password is checked, by the one statement that also
// counts, so parallel attempts cannot all read the same count: an attempt over a limit is
// refused without hashing anything. The limits and the slow-down are ../sign-in-throttle.ts's.

export interface Admission {
  /** False: over a limit, refused before any password is checked. */
  admitted: boolean;
  /** The wait before answering (the slow-down of the attempt's budget); 0 when refused. */
  delayMs: number;
}

/**
 * Records an attempt if it is within its limits, in one statement: the count and the insert
 * cannot be separated by another attempt. An unknown browser (no device) is held to the e-mail +
 * address, the address and the account limits, counting unknown browsers' rows; a known device to
 * its own rows. Rows past the longer window are pruned in the same batch.
 */
export async function admitSignIn(db: D1Database, client: SignInClient, maxFailures: number): Promise<Admission> {
  const now = Date.now();
  const limits = throttleLimits(maxFailures);
  const since = new Date(now - limits.windowMinutes * 60_000).toISOString();
  const accountSince = new Date(now - limits.accountWindowMinutes * 60_000).toISOString();
  const oldest = since < accountSince ? since : accountSince;
  const { email, address, device } = client;
  const [, insert, budget] = await db.batch<{ n: number }>([
    db.prepare("DELETE FROM login_attempts WHERE attempted_at <= ?1").bind(oldest),
    db
      .prepare(
        `INSERT INTO login_attempts (email, address, device, attempted_at) SELECT ?1, ?2, ?3, ?4
         WHERE CASE WHEN ?3 IS NULL THEN
             (SELECT COUNT(*) FROM login_attempts
               WHERE email = ?1 AND address = ?2 AND device IS NULL AND attempted_at > ?5) < ?7
             AND (SELECT COUNT(*) FROM login_attempts WHERE address = ?2 AND device IS NULL AND attempted_at > ?5) < ?8
             AND (SELECT COUNT(*) FROM login_attempts WHERE email = ?1 AND device IS NULL AND attempted_at > ?6) < ?9
           ELSE (SELECT COUNT(*) FROM login_attempts WHERE device = ?3 AND attempted_at > ?5) < ?10 END`,
      )
      .bind(
        email,
        address,
        device,
        new Date(now).toISOString(),
        since,
        accountSince,
        limits.pair,
        limits.address,
        limits.account,
        limits.device,
      ),
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM login_attempts WHERE attempted_at > ?3
           AND CASE WHEN ?2 IS NULL THEN email = ?1 AND device IS NULL ELSE device = ?2 END`,
      )
      .bind(email, device, since),
  ]);
  if (insert?.meta.changes !== 1) return { admitted: false, delayMs: 0 };
  // The count includes this attempt's own row.
  return { admitted: true, delayMs: slowDownMs((budget?.results[0]?.n ?? 1) - 1, maxFailures) };
}

/**
 * A successful sign-in forgets the attempts of its own budget: an unknown browser's, those of
 * its e-mail + address (never another address's); a known device's, its own.
 */
export function forgetAttempts(db: D1Database, client: SignInClient): D1PreparedStatement {
  return db
    .prepare(
      `DELETE FROM login_attempts WHERE email = ?1
         AND CASE WHEN ?3 IS NULL THEN address = ?2 AND device IS NULL ELSE device = ?3 END`,
    )
    .bind(client.email, client.address, client.device);
}
