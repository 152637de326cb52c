import { create } from 'zustand';

/**
 * Open state of the "unsynced changes" sign-out warning. Pure state; the dialog in
 * sign-out-dialog.tsx does the work.
 */
export interface SignOutPromptState {
  /** Unsynced changes counted when Sign Out was chosen; null while the dialog is closed. */
  pendingCount: number | null;
  open: (pendingCount: number) => void;
  close: () => void;
}

export const useSignOutPrompt = create<SignOutPromptState>()((set) => ({
  pendingCount: null,
  open: (pendingCount) => set({ pendingCount }),
  close: () => set({ pendingCount: null }),
}));
