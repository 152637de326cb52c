/**
 * One sync-engine mutation that creates a practice attempt (doc type `practice-attempt`), as the
 * client's sync engine sends it: the reliability benches use it as their write.
 */
import { randomUUID } from 'node:crypto';

/** @param {{ id?: string, docId?: string, code?: string, clientId?: string, seq?: number }} options */
export function practiceAttemptMutation(options = {}) {
  return {
    id: options.id ?? randomUUID(),
    client_id: options.clientId ?? 'bench',
    seq: options.seq ?? 0,
    doc_type: 'practice-attempt',
    doc_id: options.docId ?? randomUUID(),
    op: 'create',
    payload: {
      problem_id: 'two-sum',
      language: 'python',
      mode: 'run',
      code: options.code ?? 'print(1)',
      status: 'failed',
      passed: 0,
      total: 2,
      duration_ms: 12,
      created_at: new Date().toISOString(),
    },
    base_version: 0,
  };
}
