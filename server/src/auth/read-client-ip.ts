/**
 * The client's address for per-IP limits. Behind a reverse proxy (TRUST_PROXY=1) it is the
 * right-most X-Forwarded-For entry, the one our proxy appended; entries to its left come from
 * the client and could be forged. Otherwise it is the socket address, and 'unknown' when there is
 * no socket (requests made in-process, as in tests).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function readClientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded
      ?.split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0)
      .at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
