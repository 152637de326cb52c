/**
 * The short role report as markup (Vitest runs in Node here: no DOM). What the learner sees
 * first names each missing requirement once; the prose that repeats it (weaknesses,
 * recommendations) is in the closed details. Opening them and the 360 px layout are proven end
 * to end in tests/e2e/role-analysis.spec.ts.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RoleAnalysis } from '@/common/role-analysis/role-analysis-schema.ts';
import { RoleReport } from './role-report.tsx';

const analysis: RoleAnalysis = {
  match_score: 5.2,
  match_label: 'Fair Match',
  strengths: '• Python: "Built pipelines in Python" (Engineer at Acme).',
  weaknesses: '• Missing required skill: Apache Kafka. No line of your resume mentions it.',
  recommendations: '• Learn Apache Kafka: lesson "Streams", then add a line.',
  cover_letter: '',
  skills: [
    {
      skill_id: 'python',
      name: 'Python',
      importance: 'required',
      found: true,
      credit: 1,
      evidence: {
        where: 'recent-experience',
        line: 'Built pipelines in Python',
        source: 'Engineer at Acme (2022–present)',
        last_used_year: 2026,
        matched_text: 'Python',
      },
      lessons: [],
      problems: [],
    },
    {
      skill_id: 'kafka',
      name: 'Apache Kafka',
      importance: 'required',
      found: false,
      credit: 0,
      evidence: null,
      lessons: [{ id: 'streams', title: 'Streams', href: '/dashboard/lessons?lesson=streams' }],
      problems: [],
    },
  ],
  components: [{ name: 'Required skills', weight: 0.6, earned: 0.5, detail: '1 of 2 found' }],
  requirements: { years: null, degree: null, seniority: null },
  candidate: { years: 4, degree: 'none', seniority: 'mid' },
  prose_source: 'built-in',
};

function render(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <RoleReport analysis={analysis} />
    </MemoryRouter>,
  );
}

describe('RoleReport', () => {
  it('shows the label, score and why, the proof of a met requirement, and each gap once', () => {
    const html = render();
    expect(html).toContain('Fair Match');
    expect(html).toContain('5.2 / 10');
    expect(html).toContain('Your resume shows 1 of 2 required skills.');
    expect(html).toContain('“Built pipelines in Python”');
    expect(html.match(/Apache Kafka/g)).toHaveLength(1);
    expect(html).toContain('href="/dashboard/lessons?lesson=streams"');
  });

  it('keeps the breakdown and the prose behind a closed disclosure', () => {
    const html = render();
    expect(html).toContain('Details: how the score was made');
    expect(html).not.toContain('<details open');
    expect(html).not.toContain('Missing required skill');
    expect(html).not.toContain('1 of 2 found');
  });
});
