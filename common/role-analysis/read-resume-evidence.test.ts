import { describe, expect, it } from 'vitest';
import type { ResumeDetails } from '../resume/resume-schema.ts';
import { readResumeEvidence, type AnalysisResume } from './read-resume-evidence.ts';

const item = { id: '00000000-0000-4000-8000-000000000001', version: 1, parse_meta: {} };

function resumeWithBullets(description: string): AnalysisResume {
  return {
    learner_name: 'Ada Example',
    role: 'ML Engineer',
    summary: '',
    skills: [],
    employment_history: [
      {
        ...item,
        company_name: 'Acme',
        title: 'ML Engineer',
        start_date: '2023-01-01',
        end_date: 'present',
        description,
        location: '',
      },
    ],
    education_history: [],
  } satisfies Partial<ResumeDetails> as AnalysisResume;
}

describe('readResumeEvidence: experience lines in their own words', () => {
  it('finds skills named by the work and by verb forms in an experience line', () => {
    const evidence = readResumeEvidence(
      resumeWithBullets(
        '• Trained fraud models in PyTorch and served them on k8s\n• Containerized the ingestion services',
      ),
      '2026-11-01',
    );
    expect(evidence.bySkill.get('model-training')?.line).toBe(
      'Trained fraud models in PyTorch and served them on k8s',
    );
    expect(evidence.bySkill.get('model-training')?.where).toBe('recent-experience');
    expect(evidence.bySkill.get('docker')?.line).toBe('Containerized the ingestion services');
  });

  it('does not take dbt models for machine-learning work', () => {
    const evidence = readResumeEvidence(
      resumeWithBullets('• Shipped 40 dbt models to production'),
      '2026-11-01',
    );
    expect(evidence.bySkill.has('model-deployment')).toBe(false);
  });
});
