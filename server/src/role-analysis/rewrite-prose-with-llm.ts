/**
 * Optional prose rewrite by a language model: when LLM_BASE_URL points at an
 * OpenAI-compatible server, the built-in strengths, weaknesses, recommendations and cover letter
 * are sent for a clearer wording, within a time limit. Each rewritten field is kept only if it
 * asserts nothing the built-in text did not (no new skill absent from the resume, no new number:
 * find-unsupported-claims.ts); otherwise, and on any failure or timeout, the built-in text
 * stands. The score, label and evidence never come from the model.
 */
import { z } from 'zod';
import { findUnsupportedClaims } from '@/common/role-analysis/find-unsupported-claims.ts';
import type { AnalysisResume } from '@/common/role-analysis/read-resume-evidence.ts';
import type { RoleAnalysis, RoleInput } from '@/common/role-analysis/role-analysis-schema.ts';

/** How long one rewrite may take before the built-in text is used (ms). */
export const LLM_REWRITE_TIMEOUT_MS = 8000;
/** Longest rewritten field accepted (characters). */
const FIELD_MAX_CHARS = 6000;
const PROSE_FIELDS = ['strengths', 'weaknesses', 'recommendations', 'cover_letter'] as const;

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const proseSchema = z.object({
  strengths: z.string().min(1).max(FIELD_MAX_CHARS),
  weaknesses: z.string().min(1).max(FIELD_MAX_CHARS),
  recommendations: z.string().min(1).max(FIELD_MAX_CHARS),
  cover_letter: z.string().max(FIELD_MAX_CHARS),
});

const INSTRUCTIONS = [
  'You edit the wording of a resume-to-role analysis. Improve clarity and tone only.',
  'Never add facts: no new skills, employers, numbers, dates or achievements.',
  'Keep each bullet line starting with "• ". Keep quoted resume lines exactly as they are.',
  'Answer with one JSON object with the string fields strengths, weaknesses, recommendations and cover_letter.',
].join(' ');

export async function rewriteProseWithLlm(
  analysis: RoleAnalysis,
  resume: AnalysisResume,
  role: RoleInput,
  config: LlmConfig,
): Promise<RoleAnalysis> {
  try {
    const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model ?? 'default',
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          {
            role: 'user',
            content: JSON.stringify({
              role_title: role.title,
              ...Object.fromEntries(PROSE_FIELDS.map((field) => [field, analysis[field]])),
            }),
          },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? LLM_REWRITE_TIMEOUT_MS),
    });
    if (!response.ok) return analysis;
    const completion = completionSchema.parse(await response.json());
    const content = completion.choices[0]?.message.content ?? '';
    const prose = proseSchema.parse(JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')));
    const result: RoleAnalysis = { ...analysis };
    let changed = false;
    for (const field of PROSE_FIELDS) {
      const before = new Set(findUnsupportedClaims(analysis[field], resume, role));
      const added = findUnsupportedClaims(prose[field], resume, role).filter((c) => !before.has(c));
      // An empty built-in letter stays empty: the model must not write one from nothing.
      if (added.length === 0 && (analysis[field] !== '' || prose[field] === '')) {
        changed ||= prose[field] !== analysis[field];
        result[field] = prose[field];
      }
    }
    return changed ? { ...result, prose_source: 'llm' } : analysis;
  } catch {
    // Unreachable, slow, or an answer we cannot read: the built-in result stands.
    return analysis;
  }
}
