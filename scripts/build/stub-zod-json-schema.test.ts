import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stubZodJsonSchema } from './stub-zod-json-schema.ts';

const zodCore = path.join(
  path.dirname(createRequire(import.meta.url).resolve('zod/package.json')),
  'v4/core',
);

function stubFor(file: string): string {
  const load = stubZodJsonSchema().load as (id: string) => string | null;
  return load.call({}, path.join(zodCore, file)) ?? '';
}

describe('stubZodJsonSchema', () => {
  it.each(['json-schema-processors.js', 'to-json-schema.js'])(
    'stubs every export of zod’s %s, so the build still links',
    async (file) => {
      const real = Object.keys(await import(pathToFileURL(path.join(zodCore, file)).href));
      const stubbed = [...stubFor(file).matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
      expect(stubbed.sort()).toEqual(real.sort());
    },
  );

  it('keeps the Standard Schema factories callable: they return a function that throws', () => {
    expect(stubFor('to-json-schema.js')).toContain(
      'export const createStandardJSONSchemaMethod = () => unavailable;',
    );
  });

  it('leaves every other module alone', () => {
    const load = stubZodJsonSchema().load as (id: string) => string | null;
    expect(load.call({}, path.join(zodCore, 'schemas.js'))).toBeNull();
  });
});
