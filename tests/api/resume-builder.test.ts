/**
 * `POST /api/resume/create/` (issue 24 §4, the upload gate's "Build my résumé here instead"):
 * the form's answers become a ready résumé of the signed-in user, items in order and dates with
 * their precision, and the gate is passed; invalid answers are a 400 naming each field and leave
 * nothing behind; another user never sees it; no token, no résumé.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profileSchema } from '@/common/auth/profile-schema.ts';
import {
  RESUME_BUILDER_MESSAGES,
  type ResumeBuilderBody,
} from '@/common/resume/resume-builder-schema.ts';
import { resumeDetailsSchema, resumeListResponseSchema } from '@/common/resume/resume-schema.ts';
import { resumeUploadResponseSchema } from '@/common/resume/resume-upload-schema.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { createCoursesHarness, getJson, postJson, type CoursesHarness } from './courses-support.ts';

const ANSWERS: ResumeBuilderBody = {
  learner_name: 'Lin Wei',
  learner_email: 'lin@example.com',
  learner_phone: '+44 20 7946 0901',
  city: 'London',
  jobs: [
    { title: 'Data Analyst', company_name: 'Acme', start_date: '2021-03', end_date: 'present' },
    { title: 'Intern', company_name: 'Initech', start_date: '2019', end_date: '2020-12' },
  ],
  education: [{ school_name: 'UCL', degree: 'BSc Maths', start_date: '2015', end_date: '2019' }],
  skills: ['SQL', 'Python'],
};

describe.each(testDatabaseKinds())('building a résumé on the gate on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
  });
  afterEach(async () => l.h.close());

  const list = async (token: string) =>
    resumeListResponseSchema.parse(await (await getJson(l.h, '/api/resume/', token)).json());

  it('creates a ready résumé of the user with its items, and passes the gate', async () => {
    const response = await postJson(l.h, '/api/resume/create/', ANSWERS, l.learnerToken);
    expect(response.status).toBe(201);
    const created = resumeUploadResponseSchema.parse(await response.json());
    expect(created).toMatchObject({ status: 'ready', has_uploaded_resume: true });

    const details = resumeDetailsSchema.parse(
      await (await getJson(l.h, `/api/resume/${created.resume_id}/`, l.learnerToken)).json(),
    );
    expect(details).toMatchObject({
      status: 'ready',
      learner_name: 'Lin Wei',
      learner_email: 'lin@example.com',
      learner_phone: '+44 20 7946 0901',
      city: 'London',
      role: 'Data Analyst',
    });
    expect(
      details.employment_history.map((job) => [
        job.title,
        job.company_name,
        job.start_date,
        job.end_date,
      ]),
    ).toEqual([
      ['Data Analyst', 'Acme', '2021-03', 'present'],
      ['Intern', 'Initech', '2019', '2020-12'],
    ]);
    expect(details.education_history).toMatchObject([
      { school_name: 'UCL', degree: 'BSc Maths', start_date: '2015', end_date: '2019' },
    ]);
    expect(details.skills.map((skill) => skill.skill_name)).toEqual(['SQL', 'Python']);

    const me = profileSchema.parse(
      await (await getJson(l.h, '/api/registry/me/', l.learnerToken)).json(),
    );
    expect(me.has_uploaded_resume).toBe(true);
    expect((await list(l.otherToken)).count).toBe(0);
    const other = await getJson(l.h, `/api/resume/${created.resume_id}/`, l.otherToken);
    expect(other.status).toBe(404);
  });

  it('refuses invalid answers field by field and creates nothing', async () => {
    const response = await postJson(
      l.h,
      '/api/resume/create/',
      {
        ...ANSWERS,
        learner_name: ' ',
        learner_email: '',
        learner_phone: '',
        jobs: [{ ...ANSWERS.jobs[1], start_date: 'Mar 2021', end_date: '2018' }],
      },
      l.learnerToken,
    );
    expect(response.status).toBe(400);
    const text = JSON.stringify(await response.json());
    expect(text).toContain(RESUME_BUILDER_MESSAGES.nameRequired);
    expect(text).toContain(RESUME_BUILDER_MESSAGES.contactRequired);
    expect(text).toContain('start_date');
    expect((await list(l.learnerToken)).count).toBe(0);
    const me = profileSchema.parse(
      await (await getJson(l.h, '/api/registry/me/', l.learnerToken)).json(),
    );
    expect(me.has_uploaded_resume).toBe(false);
  });

  it('refuses a user id or other unknown keys, and a request without a token', async () => {
    const smuggled = await postJson(
      l.h,
      '/api/resume/create/',
      { ...ANSWERS, user_id: '00000000-0000-4000-8000-000000000000' },
      l.learnerToken,
    );
    expect(smuggled.status).toBe(400);
    const anonymous = await l.h.post('/api/resume/create/', ANSWERS);
    expect(anonymous.status).toBe(401);
  });
});
