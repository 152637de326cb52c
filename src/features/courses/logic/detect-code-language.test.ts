import { describe, expect, it } from 'vitest';
import { detectCodeLanguage } from './detect-code-language.ts';

describe('detectCodeLanguage', () => {
  it.each([
    ["SELECT id, name\nFROM customers\nWHERE country = 'DE';", 'sql'],
    ['import pandas as pd\n\ndef load(path):\n    return pd.read_csv(path)', 'python'],
    ['pip install vllm\nvllm serve model \\\n  --port 8000', 'bash'],
    ['dataset: orders\ncolumns:\n  - name: id', 'yaml'],
    ['{"model": "x", "stream": true}', 'json'],
    ['just some words', 'text'],
  ])('recognises %j as %s', (code, language) => {
    expect(detectCodeLanguage(code)).toBe(language);
  });
});
