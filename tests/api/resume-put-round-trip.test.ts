/**
 * product.md#api: the update routes take back what GET answers. A resume as `GET /api/resume/{id}/`
 * returns it, changed and sent to `PUT /api/resume/{id}/update/`, applies (read-only fields and the
 * item lists are ignored, a summary may be a list of lines), and only the fields that changed are
 * written; the same for an item as it appears in the details, sent to its own update route.
 * Keys that are not part of the entity are still refused, and an id that is not the path's too.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  resumeHistoryResponseSchema,
  resumeWriteResponseSchema,
} from '@/common/resume/resume-edit-schema.ts';
import type { ResumeItemKind } from '@/common/resume/resume-fields-schema.ts';
import { resumeDetailsSchema, type ResumeDetails } from '@/common/resume/resume-schema.ts';
import { resumeUploadResponseSchema } from '@/common/resume/resume-upload-schema.ts';
import { toJsonResume } from '@/common/resume/export/to-json-resume.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { bearer } from './registry-harness.ts';
import { longResume } from '../support/sample-resumes.ts';
import { createCoursesHarness, getJson, postJson, type CoursesHarness } from './courses-support.ts';

const LISTS = {
  employment: 'employment_history',
  education: 'education_history',
  skill: 'skills',
  project: 'projects',
  certification: 'certifications',
} as const satisfies Record<ResumeItemKind, keyof ResumeDetails>;

describe.each(testDatabaseKinds())('PUT takes what GET returns, on %s', (kind) => {
  let l: CoursesHarness;
  let resume: ResumeDetails;

  async function put(path: string, body: unknown, token = l.learnerToken): Promise<Response> {
    return l.h.t.app.request(path, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async function details(): Promise<ResumeDetails> {
    return resumeDetailsSchema.parse(
      await (await getJson(l.h, `/api/resume/${resume.resume_id}/`, l.learnerToken)).json(),
    );
  }

  /** Fields of `docId` written through the write routes (the history logs every written field). */
  async function writtenFields(docId: string): Promise<string[]> {
    const history = resumeHistoryResponseSchema.parse(
      await (
        await getJson(
          l.h,
          `/api/resume/${resume.resume_id}/history/?doc_id=${docId}`,
          l.learnerToken,
        )
      ).json(),
    );
    return history.results.map((entry) => entry.field).sort();
  }

  // The résumé comes from the JSON Resume import (a ready résumé with every list filled, written
  // in one transaction), not from a parsed PDF upload: these tests are about the write routes,
  // and parsing a PDF through the job worker for every test cost most of the file's time.
  // Parsing is proven by the upload and round-trip tests (resume-routes, resume-export-roundtrip).
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
    const source = longResume();
    const response = await postJson(
      l.h,
      '/api/resume/import/',
      { file_name: 'cv.json', resume: toJsonResume(source) },
      l.learnerToken,
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const { resume_id: id } = resumeUploadResponseSchema.parse(await response.json());
    resume = resumeDetailsSchema.parse(
      await (await getJson(l.h, `/api/resume/${id}/`, l.learnerToken)).json(),
    );
    expect(resume.status).toBe('ready');
    for (const list of Object.values(LISTS)) expect(resume[list].length).toBeGreaterThan(0);
    // Every change the tests below make is a change: none of them is already the value.
    expect(resume.learner_name).not.toBe('Ada Lovelace-Byron');
    expect(resume.skills[0]?.skill_name).not.toBe('Apache Airflow');
  });
  afterEach(async () => l.h.close());

  it('resume: GET → change → PUT the whole resume applies, writing only what changed', async () => {
    const path = `/api/resume/${resume.resume_id}/update/`;
    const sent = {
      ...resume,
      learner_name: 'Ada Lovelace-Byron',
      summary: ['Builds pipelines.', '• Ships dbt models.'],
      // Ignored by rule: items are written through their own routes.
      employment_history: resume.employment_history.map((job) => ({ ...job, title: 'Ignored' })),
    };
    const response = await put(path, sent);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = resumeWriteResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ id: resume.resume_id, version: resume.version + 1 });

    const after = await details();
    expect(after.learner_name).toBe('Ada Lovelace-Byron');
    expect(after.summary).toBe('• Builds pipelines.\n• Ships dbt models.');
    expect(after.city).toBe(resume.city);
    expect(after.employment_history).toEqual(resume.employment_history);
    expect(after.status).toBe('ready');
    expect(await writtenFields(resume.resume_id)).toEqual(['learner_name', 'summary']);

    // The resume sent back untouched writes nothing and keeps the version.
    const again = await put(path, after);
    expect(again.status).toBe(200);
    expect(resumeWriteResponseSchema.parse(await again.json()).version).toBe(after.version);
    expect((await details()).version).toBe(after.version);
  });

  it('resume: still refuses keys that are not part of it, and another resume id', async () => {
    const path = `/api/resume/${resume.resume_id}/update/`;
    const unknown = await put(path, { ...resume, favourite_colour: 'green' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('favourite_colour');
    const otherId = await put(path, { ...resume, resume_id: crypto.randomUUID() });
    expect(otherId.status).toBe(400);
    expect(((await otherId.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      'resume_id',
    );
    const badSummary = await put(path, { ...resume, summary: [42] });
    expect(badSummary.status).toBe(400);
    expect((await details()).version).toBe(resume.version);
  });

  it.each(['employment', 'education', 'skill'] as const)(
    '%s item: GET → change → PUT the item applies, writing only what changed',
    async (itemKind) => {
      const item = resume[LISTS[itemKind]][0]!;
      const path = `/api/resume/${itemKind}/${item.id}/update/`;
      const change =
        itemKind === 'skill'
          ? { skill_name: 'Apache Airflow' }
          : { description: ['Led the migration.', 'Cut costs by 30%.'] };
      const response = await put(path, { ...item, ...change, resume_id: resume.resume_id });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(resumeWriteResponseSchema.parse(await response.json()).version).toBe(item.version + 1);
      const after = (await details())[LISTS[itemKind]].find((one) => one.id === item.id);
      expect(after).toMatchObject(
        itemKind === 'skill'
          ? { skill_name: 'Apache Airflow' }
          : { description: '• Led the migration.\n• Cut costs by 30%.' },
      );
      expect(await writtenFields(item.id)).toEqual([
        itemKind === 'skill' ? 'skill_name' : 'description',
      ]);

      // Refused: an id that is not the path's, a resume it does not belong to, unknown keys.
      expect((await put(path, { ...after, id: crypto.randomUUID() })).status).toBe(400);
      expect((await put(path, { ...after, resume_id: crypto.randomUUID() })).status).toBe(400);
      const unknown = await put(path, { ...after, favourite_colour: 'green' });
      expect(unknown.status).toBe(400);
      expect(await unknown.text()).toContain('favourite_colour');
      // Another user's item is still 404, even sent as GET returns it.
      expect((await put(path, after, l.otherToken)).status).toBe(404);
    },
  );

  it('project and certification: create, GET, PUT back as GET returns them, delete', async () => {
    const created = {
      project: {
        project_name: 'Taxi Trips Warehouse',
        description: '• Modelled raw trips.',
        url: 'https://nyra.example/capstones/taxi',
        start_date: '2024-01',
        end_date: 'present',
        keywords: 'SQL, dbt',
      },
      certification: {
        certification_name: 'Nyra Certified Data Engineer',
        issuer: 'Nyra',
        issue_date: '2024-05-02',
        url: 'https://nyra.example/verify/3f2a9c1e',
        credential_id: '3f2a9c1e',
      },
    };
    for (const itemKind of ['project', 'certification'] as const) {
      const response = await l.h.t.app.request(`/api/resume/${itemKind}/create/`, {
        method: 'POST',
        headers: { ...bearer(l.learnerToken), 'content-type': 'application/json' },
        body: JSON.stringify({ resume_id: resume.resume_id, ...created[itemKind] }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    }
    // The imported résumé already has projects and a certification: the new ones are the ids
    // that were not there before.
    const after = await details();
    const isNew = (item: { id: string }) =>
      ![...resume.projects, ...resume.certifications].some((old) => old.id === item.id);
    expect(after.projects).toHaveLength(resume.projects.length + 1);
    expect(after.certifications).toHaveLength(resume.certifications.length + 1);
    const project = after.projects.find(isNew)!;
    const certification = after.certifications.find(isNew)!;
    expect(project).toMatchObject(created.project);
    expect(certification).toMatchObject(created.certification);

    // A project's description, like a job's, may be sent back as a list of lines.
    const lines = await put(`/api/resume/project/${project.id}/update/`, {
      ...project,
      description: ['Modelled raw trips.', 'Loaded them incrementally.'],
    });
    expect(lines.status, await lines.clone().text()).toBe(200);
    expect(await writtenFields(project.id)).toEqual(['description']);

    const changed = await put(`/api/resume/certification/${certification.id}/update/`, {
      ...certification,
      issuer: 'Nyra Academy',
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await writtenFields(certification.id)).toEqual(['issuer']);
    const badDate = await put(`/api/resume/project/${project.id}/update/`, {
      start_date: 'last spring',
    });
    expect(badDate.status).toBe(400);
    expect(
      (await put(`/api/resume/project/${project.id}/update/`, project, l.otherToken)).status,
    ).toBe(404);
    const deleted = await l.h.t.app.request(`/api/resume/project/${project.id}/delete/`, {
      method: 'DELETE',
      headers: bearer(l.learnerToken),
    });
    expect(deleted.status).toBe(204);
    const final = await details();
    expect(final.projects).toEqual(resume.projects);
    expect(final.certifications).toHaveLength(resume.certifications.length + 1);
    expect(final.certifications.find(isNew)?.issuer).toBe('Nyra Academy');
    // The imported certification is untouched by the new one's update.
    expect(final.certifications.filter((one) => !isNew(one))).toEqual(resume.certifications);
  });
});
