// How the admin and the site say a number of bytes: the limits in their messages (built from the
// constants, decision 013) and the sizes of stored files.

const kilobyte = 1024;
const megabyte = 1024 * kilobyte;

/**
 * A byte count as people read it: "300 KB", "10 MB", "1,4 MB" (Turkish digits unless another
 * locale is given). Under a megabyte, whole kilobytes (at least 1); from one on, megabytes to one
 * decimal. Both round down, so a limit is never said to be larger than it is.
 */
export function formatBytes(bytes: number, locale = "tr-TR"): string {
  if (bytes < megabyte) return `${Math.max(1, Math.floor(bytes / kilobyte))} KB`;
  const tenths = Math.floor((bytes / megabyte) * 10) / 10;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(tenths)} MB`;
}
