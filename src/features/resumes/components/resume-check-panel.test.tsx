/**
 * The "Check N fields" panel as markup (Vitest runs in Node here: no DOM, so this checks what it
 * renders; confirming, fixing and syncing are proven end to end in
 * tests/e2e/resume-check-fields.spec.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { ResumeCheckPanel } from './resume-check-panel.tsx';

const details: ResumeDetails = {
  resume_id: '00000000-0000-4000-8000-000000000001',
  resume_name: 'cv',
  learner_name: 'Ada Lovelace',
  learner_email: '',
  learner_phone: '',
  city: 'Lagos',
  country: 'Wessexia',
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
  parse_meta: {
    learner_name: { confidence: 0.95, source: 'Ada Lovelace' },
    city: { confidence: 0.5, source: 'Lagos, Wessexia' },
    country: { confidence: 0.6, source: 'Lagos, Wessexia' },
  },
  checked_fields: '',
  template: 'classic',
  paper: 'A4',
};

const render = (overrides: Partial<ResumeDetails> = {}) =>
  renderToStaticMarkup(
    <ResumeCheckPanel
      owner="ada@example.com"
      details={{ ...details, ...overrides }}
      onFix={() => {}}
    />,
  );

describe('ResumeCheckPanel', () => {
  it('lists the unsure fields, least sure first, with value, source and both actions', () => {
    const html = render();
    expect(html).toContain('Check 2 fields');
    expect(html.indexOf('City')).toBeLessThan(html.indexOf('Country'));
    expect(html).toContain('Read from: “Lagos, Wessexia”');
    expect(html).toContain('aria-label="City looks right"');
    expect(html).toContain('aria-label="Fix Country"');
    expect(html).not.toContain('Full name');
  });

  it('says "Check 1 field" for one, and "All fields checked" once none is left', () => {
    expect(render({ checked_fields: 'city' })).toContain('Check 1 field<');
    expect(render({ checked_fields: 'city country' })).toContain('All fields checked');
  });

  it('shows nothing for a résumé with nothing the parser was unsure of', () => {
    expect(render({ parse_meta: {} })).toBe('');
  });
});
