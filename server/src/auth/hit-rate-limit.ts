/**
 * A fixed-window counter in the database (`rate_limit_buckets`), shared by every API process.
 * One atomic upsert counts the hit and restarts the window when it has passed, so concurrent
 * requests can never both slip under the limit.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import { rateLimitBuckets } from '../db/schema/auth.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window restarts (only meaningful when not allowed). */
  retryAfterS: number;
}

export async function hitRateLimit(
  db: Db,
  options: { key: string; limit: number; windowS: number; now: Date },
): Promise<RateLimitResult> {
  const { key, limit, windowS, now } = options;
  const nowIso = now.toISOString();
  const windowStartCutoff = new Date(now.getTime() - windowS * 1000).toISOString();
  const expired = sql`${rateLimitBuckets.windowStartedAt} <= ${windowStartCutoff}::timestamptz`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowIso}::timestamptz else ${rateLimitBuckets.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, windowStartedAt: rateLimitBuckets.windowStartedAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  const windowEndsMs = row.windowStartedAt.getTime() + windowS * 1000;
  return {
    allowed: row.hits <= limit,
    retryAfterS: Math.max(1, Math.ceil((windowEndsMs - now.getTime()) / 1000)),
  };
}

/** Per-IP limits scale with RATE_LIMIT_SCALE (load tests from one address); never below 1. */
export function scaledLimit(base: number, scale: number): number {
  return Math.max(1, Math.floor(base * scale));
}
