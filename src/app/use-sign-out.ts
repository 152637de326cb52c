import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PUBLIC_ROUTES } from '../../common/routes.ts';
import { useSessionStore } from '../lib/session-store.ts';

/** Signs out: clears the session (and with it the stored `auth_data`) and goes to `/`. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    useSessionStore.getState().clear();
    await navigate(PUBLIC_ROUTES.home, { replace: true });
  }, [navigate]);
}
