import { describe, expect, it } from 'vitest';
import { lowConfidenceSource } from './low-confidence-source.ts';

describe('lowConfidenceSource', () => {
  it('shows the source of a parsed value the parser was unsure of', () => {
    expect(
      lowConfidenceSource({ confidence: 0.5, source: 'Data Engineer at Acme' }, 'Data Engineer'),
    ).toBe('Data Engineer at Acme');
  });

  it('marks nothing for confident, missing or source-less fields', () => {
    expect(lowConfidenceSource({ confidence: 0.9, source: 'Lagos' }, 'Lagos')).toBeNull();
    expect(lowConfidenceSource({ confidence: 0, source: '' }, '')).toBeNull();
    expect(lowConfidenceSource({ confidence: 0.3, source: 'SQL' }, null)).toBeNull();
    expect(lowConfidenceSource(undefined, 'x')).toBeNull();
  });
});
