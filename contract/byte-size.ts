const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** One decimal below ten (1.2 GB), none above (12 GB, 600 MB); rounded down, so use is never overstated. */
function inUnit(bytes: number, unit: number): string {
  const value = bytes / unit;
  return value < 10 ? String(Math.floor(value * 10) / 10) : String(Math.floor(value));
}

/**
 * A number of bytes as a person reads it: "600 KB", "1.2 GB", "50 GB". Units of 1024, written
 * KB, MB and GB as phones and computers show file sizes.
 */
export function readableBytes(bytes: number): string {
  if (bytes >= GB) return `${inUnit(bytes, GB)} GB`;
  if (bytes >= MB) return `${inUnit(bytes, MB)} MB`;
  // A small file still takes some room: never "0 KB" for it.
  return `${bytes > 0 ? Math.max(1, Math.floor(bytes / KB)) : 0} KB`;
}
