import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rebaseRows } from '@/src/lib/sync/rebase-rows.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { mergeServerDetails, type UnsentChanges } from './merge-server-details.ts';

const RESUME_ID = '00000000-0000-4000-8000-000000000001';
const JOB_A = '00000000-0000-4000-8000-00000000000a';
const JOB_B = '00000000-0000-4000-8000-00000000000b';
const JOB_NEW = '00000000-0000-4000-8000-00000000000c';

function job(id: string, title: string, position: number) {
  return {
    id,
    version: 1,
    parse_meta: {},
    position,
    company_name: 'Acme',
    title,
    start_date: '',
    end_date: '',
    description: '',
    location: '',
  };
}

function details(overrides: Partial<ResumeDetails>): ResumeDetails {
  return {
    resume_id: RESUME_ID,
    resume_name: 'cv',
    learner_name: 'Ada',
    learner_email: '',
    learner_phone: '',
    city: 'Lagos',
    country: '',
    role: '',
    learner_github: '',
    learner_linkedin: '',
    summary: '',
    employment_history: [],
    education_history: [],
    skills: [],
    projects: [],
    certifications: [],
    status: 'ready',
    failure_reason: null,
    file_name: 'cv.pdf',
    version: 1,
    modified: '2026-11-24T00:00:00.000Z',
    parse_meta: {},
    checked_fields: '',
    template: 'classic',
    paper: 'A4',
    ...overrides,
  };
}

const none = (): UnsentChanges => ({ fields: new Map(), created: new Set(), deleted: new Set() });

describe('mergeServerDetails', () => {
  it('takes the server copy when nothing is unsent', () => {
    const server = details({ city: 'Abuja', employment_history: [job(JOB_A, 'Lead', 0)] });
    expect(mergeServerDetails(details({}), server, none())).toEqual(server);
  });

  it('keeps unsent fields, unsent new items and unsent deletions of this device', () => {
    const local = details({
      learner_name: 'Ada (typing)',
      employment_history: [job(JOB_A, 'Mine', 1), job(JOB_NEW, 'New here', 2)],
    });
    const server = details({
      learner_name: 'Ada server',
      city: 'Abuja',
      version: 3,
      employment_history: [job(JOB_B, 'Deleted here', 0), job(JOB_A, 'Theirs', 1)],
    });
    const unsent = none();
    unsent.fields.set(RESUME_ID, new Set(['learner_name']));
    unsent.fields.set(JOB_A, new Set(['title']));
    unsent.created.add(JOB_NEW);
    unsent.deleted.add(JOB_B);
    const merged = mergeServerDetails(local, server, unsent);
    expect(merged.learner_name).toBe('Ada (typing)');
    expect(merged.city).toBe('Abuja');
    expect(merged.version).toBe(3);
    expect(merged.employment_history.map((item) => [item.id, item.title])).toEqual([
      [JOB_A, 'Mine'],
      [JOB_NEW, 'New here'],
    ]);
  });

  it('drops an item deleted elsewhere when this device has nothing unsent for it', () => {
    const local = details({ employment_history: [job(JOB_A, 'A', 0), job(JOB_B, 'B', 1)] });
    const server = details({ employment_history: [job(JOB_A, 'A', 0)] });
    expect(mergeServerDetails(local, server, none()).employment_history).toHaveLength(1);
  });

  it('keeps what this device knows is newer than a copy read before its last write was answered', () => {
    // The copy was fetched while a write of this device was on its way: by the time it arrives
    // the write is answered (nothing unsent) and this device knows a newer version. The older
    // copy must not bring the old values back, not even for a moment.
    const local = details({
      checked_fields: 'a b',
      version: 5,
      employment_history: [{ ...job(JOB_A, 'Mine, sent', 0), version: 4 }],
    });
    const server = details({
      checked_fields: 'a',
      city: 'Abuja',
      version: 4,
      employment_history: [{ ...job(JOB_A, 'Before', 0), version: 3 }],
    });
    const known = new Map([
      [RESUME_ID, 5],
      [JOB_A, 4],
    ]);
    const merged = mergeServerDetails(local, server, none(), known);
    expect(merged.checked_fields).toBe('a b');
    expect(merged.city).toBe('Lagos');
    expect(merged.version).toBe(5);
    expect(merged.employment_history.map((item) => [item.title, item.version])).toEqual([
      ['Mine, sent', 4],
    ]);
    // A copy as new as what this device knows is taken as before.
    const current = details({ checked_fields: 'a b c', version: 5 });
    expect(mergeServerDetails(local, current, none(), known).checked_fields).toBe('a b c');
  });

  it('merges projects and certifications field by field like the other items', () => {
    const CERT = '00000000-0000-4000-8000-0000000000ce';
    const PROJECT = '00000000-0000-4000-8000-0000000000fe';
    const certification = (issuer: string, url: string) => ({
      id: CERT,
      version: 1,
      parse_meta: {},
      position: 0,
      certification_name: 'Nyra Data Engineer',
      issuer,
      issue_date: '2024-05',
      url,
      credential_id: '',
    });
    const local = details({
      certifications: [certification('Nyra', 'https://nyra.example/verify/mine')],
    });
    const server = details({
      version: 2,
      certifications: [{ ...certification('Nyra Academy', ''), version: 2 }],
      projects: [
        {
          id: PROJECT,
          version: 1,
          parse_meta: {},
          position: 0,
          project_name: 'Added on the laptop',
          description: '',
          url: '',
          start_date: '',
          end_date: '',
          keywords: '',
        },
      ],
    });
    const unsent = none();
    unsent.fields.set(CERT, new Set(['url']));
    const merged = mergeServerDetails(local, server, unsent);
    // This device's unsent link stays; the other device's issuer arrives; nothing conflicts.
    expect(merged.certifications[0]).toMatchObject({
      issuer: 'Nyra Academy',
      url: 'https://nyra.example/verify/mine',
    });
    expect(merged.projects.map((project) => project.project_name)).toEqual(['Added on the laptop']);
  });

  it('agrees field by field with the sync engine three-way merge (rebase-rows.ts)', () => {
    // The fetched copy is merged as a rebase would: fields this device has unsent keep its
    // value, the others take the server's (src/lib/sync/README.md, "Fetched copies").
    const FIELDS = ['learner_name', 'city', 'country', 'role', 'summary'] as const;
    const value = fc.constantFrom('', 'Ada', 'Lagos', 'Abuja', 'Data engineer');
    const record = fc.record(
      Object.fromEntries(FIELDS.map((f) => [f, value])) as {
        [K in (typeof FIELDS)[number]]: typeof value;
      },
    );
    fc.assert(
      fc.property(
        record,
        record,
        fc.dictionary(fc.constantFrom(...FIELDS), value),
        (base, server, mine) => {
          const local = details({ ...base, ...mine });
          const unsent = none();
          if (Object.keys(mine).length > 0)
            unsent.fields.set(RESUME_ID, new Set(Object.keys(mine)));
          const merged = mergeServerDetails(local, details(server), unsent);
          const { serverOnly } = rebaseRows({
            rows:
              Object.keys(mine).length > 0 ? [{ id: 'unsent', op: 'update', payload: mine }] : [],
            base,
            current: { version: 2, fields: server },
            same: (_field, a, b) => a === b,
            commutativeOps: new Set(),
          });
          const engine = { ...base, ...mine, ...serverOnly };
          for (const field of FIELDS) expect(merged[field]).toBe(engine[field]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
