/**
 * The signed-in session (product.md#entities) as a pure zustand store: state and actions only. Persistence
 * to local storage (`auth_data`) and cross-tab sync are wired from outside by `persistSession`, so
 * the store stays testable and free of side effects.
 */
import { create } from 'zustand';
import type { Session } from '@/common/session/session-schema.ts';

export interface SessionState {
  session: Session | null;
  /** The e-mail a code was sent to, between sign-in/sign-up and verification. */
  pendingEmail: string | null;
  setSession: (session: Session | null) => void;
  updateSession: (patch: Partial<Session>) => void;
  setPendingEmail: (email: string | null) => void;
  clear: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  session: null,
  pendingEmail: null,
  setSession: (session) => set({ session }),
  updateSession: (patch) =>
    set((state) => (state.session ? { session: { ...state.session, ...patch } } : state)),
  setPendingEmail: (pendingEmail) => set({ pendingEmail }),
  clear: () => set({ session: null, pendingEmail: null }),
}));
