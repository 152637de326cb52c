/**
 * The export choices on the Resumes screen: template and paper size. Pure state; the
 * preview, the download and new share links read it.
 */
import { create } from 'zustand';
import type {
  PaperSize,
  ResumeTemplate,
} from '../../../../common/resume/export/resume-content-schema.ts';

interface ResumeExportState {
  template: ResumeTemplate;
  paper: PaperSize;
  setTemplate: (template: ResumeTemplate) => void;
  setPaper: (paper: PaperSize) => void;
}

export const useResumeExportStore = create<ResumeExportState>()((set) => ({
  template: 'classic',
  paper: 'A4',
  setTemplate: (template) => set({ template }),
  setPaper: (paper) => set({ paper }),
}));
