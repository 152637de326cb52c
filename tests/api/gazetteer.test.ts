/**
 * content/gazetteer/places.json is generated (scripts/content/build-gazetteer.mjs) from the
 * gazetteer packages: it must still be what the script builds from the installed versions.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildGazetteer, GAZETTEER_PATH } from '../../scripts/content/build-gazetteer.mjs';

describe('the gazetteer file', () => {
  it('matches what the generator builds', () => {
    const stored: unknown = JSON.parse(readFileSync(GAZETTEER_PATH, 'utf8'));
    expect(stored, 'run node scripts/content/build-gazetteer.mjs').toEqual(buildGazetteer());
  });
});
