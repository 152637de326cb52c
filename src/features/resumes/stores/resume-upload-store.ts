/**
 * Pure state of resume uploads on this device: the file being sent now (with its progress) and
 * how many files wait for a connection. Written by the upload queue, read by the Resumes screen.
 */
import { create } from 'zustand';

export interface ActiveResumeUpload {
  id: string;
  fileName: string;
  /** 0 to 1. */
  progress: number;
}

interface ResumeUploadState {
  active: ActiveResumeUpload | null;
  waiting: Array<{ id: string; fileName: string; error: string | null }>;
  /** Bumped after each upload the server accepted, so the list refetches. */
  uploadedCount: number;
  setActive: (active: ActiveResumeUpload | null) => void;
  setWaiting: (waiting: ResumeUploadState['waiting']) => void;
  markUploaded: () => void;
}

export const useResumeUploadStore = create<ResumeUploadState>()((set) => ({
  active: null,
  waiting: [],
  uploadedCount: 0,
  setActive: (active) => set({ active }),
  setWaiting: (waiting) => set({ waiting }),
  markUploaded: () => set((state) => ({ uploadedCount: state.uploadedCount + 1 })),
}));
