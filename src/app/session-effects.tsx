/**
 * App-wide session behaviour that has no screen of its own: keeping the stored session in step
 * with the server while signed in, and the sign-out warning dialog. Rendered once inside the
 * router (app.tsx).
 */
import { useProfileSync } from '../features/auth/hooks/use-profile-sync.ts';
import { SignOutDialog } from './sign-out-dialog.tsx';

export function SessionEffects() {
  useProfileSync();
  return <SignOutDialog />;
}
