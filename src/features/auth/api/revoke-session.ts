import * as z from 'zod/mini';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** Sign-out should not hang on a bad connection: the local sign-out happens regardless. */
const REVOKE_TIMEOUT_MS = 5_000;

/** `POST /registry/sign-out/`: revokes the sign-in (refresh-token family) on the server. */
export async function revokeSession(refreshToken: string): Promise<void> {
  await apiRequest(API_ROUTES.registry.signOut, z.unknown(), {
    method: 'POST',
    body: { refresh: refreshToken },
    auth: false,
    timeoutMs: REVOKE_TIMEOUT_MS,
  });
}
