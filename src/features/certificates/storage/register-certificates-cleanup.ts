/**
 * Sign-out forgets the learner's certificate list (src/app/start-sync.ts registers this once).
 * The verify page's cache stays: it holds only public certificates anyone with the link can read.
 */
import { db } from '@/src/lib/db.ts';
import { registerSignOutCleanup } from '@/src/lib/sign-out-cleanup.ts';

let registered = false;

export function registerCertificatesCleanup(): void {
  if (registered) return;
  registered = true;
  registerSignOutCleanup(() => db.certificateLists.clear());
}
