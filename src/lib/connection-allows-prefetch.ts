/**
 * Whether the connection is good enough to download something the user has not asked for yet
 * (an engine warmed in idle time): not when the user turned on Save-Data, nor on a 2G-class
 * connection. Browsers without the Network Information API are assumed fine.
 */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_EFFECTIVE_TYPES = new Set(['slow-2g', '2g']);

export function connectionAllowsPrefetch(
  connection: NetworkInformationLike | undefined = (
    globalThis.navigator as (Navigator & { connection?: NetworkInformationLike }) | undefined
  )?.connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW_EFFECTIVE_TYPES.has(connection.effectiveType ?? '');
}
