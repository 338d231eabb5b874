/** The instant `days` days before `now`, as the stores compare times (ISO 8601, UTC). */
export function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
}
