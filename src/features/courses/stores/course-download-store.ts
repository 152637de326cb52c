/**
 * State of "Make available offline" downloads, kept outside components so a download keeps
 * reporting while the user moves around the dashboard. Pure state and actions only; the work is
 * done by start-course-download.ts.
 */
import { create } from 'zustand';
import type { DownloadProgress } from '../storage/download-course.ts';

export type CourseDownloadStatus =
  { phase: 'downloading'; progress: DownloadProgress } | { phase: 'failed'; message: string };

interface CourseDownloadState {
  byCourse: Record<string, CourseDownloadStatus | undefined>;
  setProgress: (courseId: string, progress: DownloadProgress) => void;
  fail: (courseId: string, message: string) => void;
  clear: (courseId: string) => void;
}

export const useCourseDownloadStore = create<CourseDownloadState>()((set) => ({
  byCourse: {},
  setProgress: (courseId, progress) =>
    set((state) => ({
      byCourse: { ...state.byCourse, [courseId]: { phase: 'downloading', progress } },
    })),
  fail: (courseId, message) =>
    set((state) => ({ byCourse: { ...state.byCourse, [courseId]: { phase: 'failed', message } } })),
  clear: (courseId) => set((state) => ({ byCourse: { ...state.byCourse, [courseId]: undefined } })),
}));
