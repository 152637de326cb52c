/**
 * Where the built capstones are served (scripts/content/build-capstones.mjs writes them into
 * public/): one index with every capstone (brief, datasets, milestone list) and one practice
 * problem file per milestone, without its wrong solutions. The service worker reads them through
 * into its content cache (sw/sw.ts) like practice content, so a visited capstone opens offline.
 */
export const CAPSTONE_CONTENT_PREFIX = '/capstone-content/';
export const CAPSTONE_INDEX_PATH = `${CAPSTONE_CONTENT_PREFIX}index.json`;

export function isCapstoneContentPath(pathname: string): boolean {
  return pathname.startsWith(CAPSTONE_CONTENT_PREFIX);
}

export function capstoneMilestonePath(problemId: string): string {
  return `${CAPSTONE_CONTENT_PREFIX}milestones/${encodeURIComponent(problemId)}.json`;
}
