/**
 * Roles and role analyses through the real app. Create a role from a parsed resume,
 * start its analysis, poll until the job worker stored it; another user's role or resume answers
 * 404 on every route; a role synced from an offline device is created and analysed. The optional
 * language-model rewrite is tested against a small OpenAI-compatible HTTP server started here:
 * a good answer is used, a failing or slow one leaves the built-in result, and a rewrite that
 * invents a skill is refused.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  recommendationResponseSchema,
  resumeRolesResponseSchema,
  roleCreateResponseSchema,
} from '@/common/role-analysis/role-api-schema.ts';
import { syncBatchResponseSchema } from '@/common/sync/sync-schema.ts';
import { createJobWorker } from '@/server/src/jobs/create-job-worker.ts';
import { createRoleAnalysisHandler } from '@/server/src/role-analysis/create-role-analysis-handler.ts';
import { ROLE_ANALYZE_JOB } from '@/server/src/role-analysis/start-role-analysis.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import {
  createCoursesHarness,
  formWith,
  getJson,
  postForm,
  postJson,
  type CoursesHarness,
} from './courses-support.ts';
import { drainJobs, fixture, serverWorker } from './resume-support.ts';

const DESCRIPTION = [
  'Requirements:',
  '- 3+ years of experience',
  '- Python and SQL',
  '- Kubernetes',
  '',
  'Nice to have:',
  '- Terraform',
].join('\n');

async function uploadResume(l: CoursesHarness, token = l.learnerToken): Promise<string> {
  const response = await postForm(
    l.h,
    '/api/resume/upload/',
    formWith('resume_file', await fixture('resume-01-pdf.pdf'), 'cv.pdf', 'application/pdf'),
    token,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { resume_id: string }).resume_id;
}

async function createRole(l: CoursesHarness, resumeId: string, token = l.learnerToken) {
  const response = await postJson(
    l.h,
    '/api/resume/roles/create/',
    { resume_id: resumeId, title: '  Data Engineer  ', description: `  ${DESCRIPTION}  ` },
    token,
  );
  expect(response.status).toBe(201);
  return roleCreateResponseSchema.parse(await response.json()).data.id;
}

async function recommendation(l: CoursesHarness, roleId: string, token = l.learnerToken) {
  const response = await getJson(l.h, `/api/resume/roles/${roleId}/recommendations/`, token);
  expect(response.status).toBe(200);
  return recommendationResponseSchema.parse(await response.json());
}

interface Peer {
  url: string;
  requests: number;
  close: () => Promise<void>;
}

/** A tiny OpenAI-compatible chat server: `answer` decides each reply. */
async function startPeer(
  answer: (body: { messages: { content: string }[] }) => {
    status: number;
    delayMs?: number;
    content?: string;
  },
): Promise<Peer> {
  const peer = { requests: 0 } as Peer;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      peer.requests += 1;
      const reply = answer(JSON.parse(raw) as { messages: { content: string }[] });
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: reply.content ?? '' } }],
          }),
        );
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  peer.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return peer;
}

describe.each(testDatabaseKinds())('roles and analyses on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
  });
  afterEach(async () => l.h.close());

  it('creates a role, analyses it in the job worker and answers the polls', async () => {
    const resumeId = await uploadResume(l);
    await drainJobs(serverWorker(l));
    const roleId = await createRole(l, resumeId);

    const before = await recommendation(l, roleId);
    expect(before).toMatchObject({
      data: null,
      metadata: { role_title: 'Data Engineer', status: 'not-started', resume_id: resumeId },
    });
    const start = await postJson(
      l.h,
      '/api/resume/recommendations/generate/',
      { resume_id: resumeId, role_id: roleId },
      l.learnerToken,
    );
    expect(start.status).toBe(202);
    expect((await recommendation(l, roleId)).metadata.status).toBe('pending');

    await drainJobs(serverWorker(l));
    const after = await recommendation(l, roleId);
    expect(after.metadata.status).toBe('ready');
    expect(after.data?.prose_source).toBe('built-in');
    expect(after.data?.match_score).toBeGreaterThanOrEqual(0);
    expect(after.data?.skills.map((s) => s.skill_id).sort()).toEqual(
      ['kubernetes', 'python', 'sql', 'terraform'].sort(),
    );
  });

  it('waits for a resume still being read: the job fails for a retry, then completes', async () => {
    const resumeId = await uploadResume(l);
    const roleId = await createRole(l, resumeId);
    await postJson(
      l.h,
      '/api/resume/recommendations/generate/',
      { resume_id: resumeId, role_id: roleId },
      l.learnerToken,
    );
    const handler = createRoleAnalysisHandler(l.h.t.database.db, null);
    await expect(handler.run({ roleId })).rejects.toThrow('still being read');
    expect((await recommendation(l, roleId)).metadata.status).toBe('pending');
    await drainJobs(serverWorker(l));
    const done = await recommendation(l, roleId);
    expect(done.metadata.status).toBe('ready');
    expect(done.data?.skills.find((s) => s.skill_id === 'python')?.found).toBe(true);
  });

  it("lists a resume's roles with their analyses, newest first, to its owner only", async () => {
    const resumeId = await uploadResume(l);
    await drainJobs(serverWorker(l));
    const first = await createRole(l, resumeId);
    await postJson(
      l.h,
      '/api/resume/recommendations/generate/',
      { resume_id: resumeId, role_id: first },
      l.learnerToken,
    );
    await drainJobs(serverWorker(l));
    l.h.advance(60);
    const second = await createRole(l, resumeId);

    const response = await getJson(l.h, `/api/resume/${resumeId}/roles/`, l.learnerToken);
    expect(response.status).toBe(200);
    const list = resumeRolesResponseSchema.parse(await response.json());
    expect(list.count).toBe(2);
    expect(list.results.map((r) => [r.role_id, r.status])).toEqual([
      [second, 'not-started'],
      [first, 'ready'],
    ]);
    expect(list.results[0]?.data).toBeNull();
    expect(list.results[1]).toMatchObject({ title: 'Data Engineer', resume_id: resumeId });
    expect(list.results[1]?.data?.match_label).toMatch(/Match$/);

    const other = await getJson(l.h, `/api/resume/${resumeId}/roles/`, l.otherToken);
    expect(other.status).toBe(404);
    const bad = await getJson(l.h, '/api/resume/not-a-uuid/roles/', l.learnerToken);
    expect(bad.status).toBe(404);
  });

  it('refuses an empty title or description after trimming', async () => {
    const resumeId = await uploadResume(l);
    const response = await postJson(
      l.h,
      '/api/resume/roles/create/',
      { resume_id: resumeId, title: '   ', description: 'x' },
      l.learnerToken,
    );
    expect(response.status).toBe(400);
  });

  it("answers 404 for another user's role or resume on every route", async () => {
    const resumeId = await uploadResume(l);
    const roleId = await createRole(l, resumeId);
    const otherResume = await uploadResume(l, l.otherToken);

    const create = await postJson(
      l.h,
      '/api/resume/roles/create/',
      { resume_id: resumeId, title: 'T', description: 'D' },
      l.otherToken,
    );
    expect(create.status).toBe(404);
    const generate = await postJson(
      l.h,
      '/api/resume/recommendations/generate/',
      { resume_id: otherResume, role_id: roleId },
      l.otherToken,
    );
    expect(generate.status).toBe(404);
    const poll = await getJson(l.h, `/api/resume/roles/${roleId}/recommendations/`, l.otherToken);
    expect(poll.status).toBe(404);
    // The owner still sees it.
    expect((await recommendation(l, roleId)).metadata.role_id).toBe(roleId);
  });

  it('creates and analyses a role made offline when it arrives through the sync engine', async () => {
    const resumeId = await uploadResume(l);
    await drainJobs(serverWorker(l));
    const roleId = crypto.randomUUID();
    const mutation = {
      id: crypto.randomUUID(),
      client_id: crypto.randomUUID(),
      seq: 0,
      doc_type: 'resume-role',
      doc_id: roleId,
      op: 'create',
      payload: { resume_id: resumeId, title: 'Data Engineer', description: DESCRIPTION },
      base_version: 0,
    };
    const sent = await postJson(
      l.h,
      '/api/sync/mutations/',
      { mutations: [mutation] },
      l.learnerToken,
    );
    expect(syncBatchResponseSchema.parse(await sent.json()).results[0]?.status).toBe('applied');
    await drainJobs(serverWorker(l));
    expect((await recommendation(l, roleId)).metadata.status).toBe('ready');

    const stolen = await postJson(
      l.h,
      '/api/sync/mutations/',
      { mutations: [{ ...mutation, id: crypto.randomUUID(), client_id: crypto.randomUUID() }] },
      l.otherToken,
    );
    expect(syncBatchResponseSchema.parse(await stolen.json()).results[0]?.status).toBe('rejected');
    expect(
      (await getJson(l.h, `/api/resume/roles/${roleId}/recommendations/`, l.otherToken)).status,
    ).toBe(404);
  });
});

describe('language-model rewrite against an OpenAI-compatible peer', () => {
  let l: CoursesHarness;
  let peer: Peer | null = null;
  afterEach(async () => {
    await peer?.close();
    peer = null;
    await l.h.close();
  });

  async function analysed(
    env: Record<string, string>,
    runJobs?: (l: CoursesHarness) => Promise<void>,
  ) {
    l = await createCoursesHarness('pglite', env);
    const resumeId = await uploadResume(l);
    await drainJobs(serverWorker(l));
    const roleId = await createRole(l, resumeId);
    await postJson(
      l.h,
      '/api/resume/recommendations/generate/',
      { resume_id: resumeId, role_id: roleId },
      l.learnerToken,
    );
    await (runJobs ? runJobs(l) : drainJobs(serverWorker(l)));
    return (await recommendation(l, roleId)).data;
  }

  it('uses a rewrite that adds no claim, and keeps the built-in text where it invents one', async () => {
    peer = await startPeer((body) => {
      const fields = JSON.parse(body.messages[1]?.content ?? '{}') as Record<string, string>;
      return {
        status: 200,
        content: JSON.stringify({
          strengths: `${fields.strengths}\n• Reworded for clarity.`,
          weaknesses: fields.weaknesses,
          recommendations: fields.recommendations,
          cover_letter: `${fields.cover_letter}\nI have run Kafka clusters for 12 years.`,
        }),
      };
    });
    const data = await analysed({ LLM_BASE_URL: peer.url, LLM_MODEL: 'tiny' });
    expect(peer.requests).toBe(1);
    expect(data?.prose_source).toBe('llm');
    expect(data?.strengths).toContain('Reworded for clarity.');
    expect(data?.cover_letter).not.toContain('Kafka');
  });

  it('keeps the built-in result when the peer fails', async () => {
    peer = await startPeer(() => ({ status: 500 }));
    const data = await analysed({ LLM_BASE_URL: peer.url });
    expect(peer.requests).toBe(1);
    expect(data?.prose_source).toBe('built-in');
  });

  it('keeps the built-in result when the peer is slower than the time limit', async () => {
    const slowMs = 10_000;
    peer = await startPeer(() => ({ status: 200, delayMs: slowMs, content: '{}' }));
    let jobMs = Number.POSITIVE_INFINITY;
    const data = await analysed({}, async (harness) => {
      const worker = createJobWorker({
        db: harness.h.t.database.db,
        handlers: {
          [ROLE_ANALYZE_JOB]: createRoleAnalysisHandler(harness.h.t.database.db, {
            baseUrl: peer?.url ?? '',
            timeoutMs: 200,
          }),
        },
      });
      const started = Date.now();
      await drainJobs(worker);
      jobMs = Date.now() - started;
    });
    expect(peer.requests).toBe(1);
    expect(data?.prose_source).toBe('built-in');
    // The job gave up on the peer at its time limit instead of waiting for the slow answer.
    expect(jobMs).toBeLessThan(slowMs);
  });
});
