/**
 * The job title and description typed into the role form, kept while the flow moves
 * to the cover-letter question and back, so Cancel there never loses what was typed; also what
 * the device analyses if the connection drops while polling. Pure state.
 */
import { create } from 'zustand';

interface RoleDraftState {
  title: string;
  description: string;
  setTitle: (title: string) => void;
  setDescription: (description: string) => void;
  clear: () => void;
}

export const useRoleDraftStore = create<RoleDraftState>()((set) => ({
  title: '',
  description: '',
  setTitle: (title) => set({ title }),
  setDescription: (description) => set({ description }),
  clear: () => set({ title: '', description: '' }),
}));
