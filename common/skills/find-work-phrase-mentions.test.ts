import { describe, expect, it } from 'vitest';
import { findWorkPhraseMentions } from './find-work-phrase-mentions.ts';

const idsOf = (text: string) => findWorkPhraseMentions(text).map((m) => m.skillId);

describe('findWorkPhraseMentions', () => {
  it.each([
    [
      'Train and evaluate detection models on aerial imagery',
      ['model-training', 'model-evaluation'],
    ],
    ['train + evaluate small speech models', ['model-training', 'model-evaluation']],
    ['how to evaluate a classifier', ['model-evaluation']],
    ['building and shipping machine learning systems', ['model-deployment']],
    [
      'Define the standards for deploying and monitoring models in production',
      ['model-deployment', 'model-monitoring'],
    ],
    ['retraining and deployment of models', ['model-training', 'model-deployment']],
    ['take models from notebook to production', ['model-deployment']],
    [
      'Train and evaluate detection and segmentation models',
      ['model-training', 'model-evaluation'],
    ],
    ['Design and analyse experiments with the product team', ['a-b-testing']],
  ])('reads "%s"', (text, ids) => {
    expect(idsOf(text)).toEqual(ids);
  });

  it.each([
    'Train new joiners on our tools',
    'Evaluate vendors and their pricing models',
    'have shipped dbt models to production',
    "you've shipped an LLM feature that real users depend on",
    'Develop data models in dbt',
  ])('names no model work in "%s"', (text) => {
    expect(idsOf(text)).toEqual([]);
  });

  it('covers the verb, so the caller can place the mention', () => {
    const [mention] = findWorkPhraseMentions('Help train and evaluate models');
    expect(mention).toEqual({ skillId: 'model-training', text: 'train', start: 5, end: 10 });
  });
});
