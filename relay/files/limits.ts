const MIB = 1024 * 1024;

/** "50 MiB", "1 GiB", or bytes when it is not a whole number of either. */
export function formatLimit(bytes: number): string {
  if (bytes % (1024 * MIB) === 0) return `${bytes / (1024 * MIB)} GiB`;
  if (bytes % MIB === 0) return `${bytes / MIB} MiB`;
  return `${bytes} bytes`;
}
