/**
 * What the "Build my résumé here instead" form holds while the learner types: every field as typed
 * (dates as "Mar 2021", skills as one comma-separated line), kept on the device between visits
 * (storage/resume-builder-draft.ts). Sent only once it reads as a résumé (to-resume-builder-body.ts).
 */
import { z } from 'zod';

const typed = z.string().catch('');

export const builderJobDraftSchema = z.object({
  title: typed,
  company_name: typed,
  start_date: typed,
  end_date: typed,
  current: z.boolean().catch(false),
});
export type BuilderJobDraft = z.infer<typeof builderJobDraftSchema>;

export const builderSchoolDraftSchema = z.object({
  school_name: typed,
  degree: typed,
  start_date: typed,
  end_date: typed,
});
export type BuilderSchoolDraft = z.infer<typeof builderSchoolDraftSchema>;

export const resumeBuilderDraftSchema = z.object({
  learner_name: typed,
  learner_email: typed,
  learner_phone: typed,
  city: typed,
  jobs: z.tuple([builderJobDraftSchema, builderJobDraftSchema]),
  school: builderSchoolDraftSchema,
  skills: typed,
});
export type ResumeBuilderDraft = z.infer<typeof resumeBuilderDraftSchema>;

const emptyJob = (): BuilderJobDraft => ({
  title: '',
  company_name: '',
  start_date: '',
  end_date: '',
  current: false,
});

export function emptyResumeBuilderDraft(name = ''): ResumeBuilderDraft {
  return {
    learner_name: name,
    learner_email: '',
    learner_phone: '',
    city: '',
    jobs: [emptyJob(), emptyJob()],
    school: { school_name: '', degree: '', start_date: '', end_date: '' },
    skills: '',
  };
}
