/**
 * Sign-out forgets the learner's certificate list (src/app/start-sync.ts registers this once).
 * The verify page's cache stays: it holds only public certificates anyone with the link can read.
 */
import { db } from '../../../lib/db.ts';
import { registerSignOutCleanup } from '../../../lib/sign-out-cleanup.ts';

let registered = false;

export function registerCertificatesCleanup(): void {
  if (registered) return;
  registered = true;
  registerSignOutCleanup(() => db.certificateLists.clear());
}
