// Times as the admin reads them: in Turkish, in the company's time zone (Istanbul, UTC+3 all year
// since 2016), made on the server so the page reads the same with and without JavaScript.

export const adminTimeZone = "Europe/Istanbul";
/** Istanbul's offset from UTC, which has not changed since 2016. */
const istanbulOffset = "+03:00";

const timeFormat = new Intl.DateTimeFormat("tr-TR", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: adminTimeZone,
});
const dateFormat = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeZone: adminTimeZone });

/** "27 Kas 2026 14:05". */
export const adminTime = (iso: string) => timeFormat.format(new Date(iso));
/** "27 Kas 2026". */
export const adminDate = (iso: string) => dateFormat.format(new Date(iso));

/**
 * The instant a day typed into a date field (YYYY-MM-DD) starts in Istanbul, `plusDays` later;
 * null for anything else.
 */
export function istanbulDayStart(day: string, plusDays = 0): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = Date.parse(`${day}T00:00:00${istanbulOffset}`);
  if (Number.isNaN(start)) return null;
  return new Date(start + plusDays * 24 * 60 * 60 * 1000).toISOString();
}
