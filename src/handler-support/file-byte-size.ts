const units = ["KB", "MB", "GB", "TB"] as const;

/** A byte count people and models read at a glance: `812 bytes`, `12.3 KB (12601 bytes)`. */
export function describeByteSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? "1 byte" : `${bytes} bytes`;
  let value = bytes / 1024;
  let unit: (typeof units)[number] = "KB";
  for (const next of units.slice(1)) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  return `${value.toFixed(1)} ${unit} (${bytes} bytes)`;
}
