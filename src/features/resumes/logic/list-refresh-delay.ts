/** product.md#api/9: the list is refetched 30 s after load, then 60 s later, then 90 s … */
export const LIST_REFRESH_STEP_MS = 30_000;
/** While a resume is `processing`, the list is polled this often. */
export const PROCESSING_POLL_MS = 2_000;

/** Delay before the `count`-th refresh (1-based) on the product.md#api schedule. */
export function listRefreshDelayMs(count: number): number {
  return LIST_REFRESH_STEP_MS * Math.max(1, count);
}
