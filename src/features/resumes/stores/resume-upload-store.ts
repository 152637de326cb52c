/**
 * Pure state of résumé uploads in this tab: the file being sent now (with its progress) and a
 * count of accepted uploads. Written by the résumé file document type (the sync engine reports
 * progress to it), read by the Resumes screen; the files still waiting come from the engine
 * (hooks/use-waiting-uploads.ts).
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
  /** Bumped after each upload the server accepted, so the list refetches. */
  uploadedCount: number;
  setActive: (active: ActiveResumeUpload | null) => void;
  markUploaded: () => void;
}

export const useResumeUploadStore = create<ResumeUploadState>()((set) => ({
  active: null,
  uploadedCount: 0,
  setActive: (active) => set({ active }),
  markUploaded: () => set((state) => ({ uploadedCount: state.uploadedCount + 1 })),
}));
