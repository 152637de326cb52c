/**
 * Leaves zod's JSON Schema generator out of the web app. Classic zod imports it from every schema
 * class (for `.toJSONSchema()` and the Standard Schema `jsonSchema` property), so tree-shaking
 * cannot drop it, and it cost every screen ≈ 5 KB gzipped (docs/benchmarks.md, Practice). The
 * client never generates JSON Schema (the server, bundled separately, keeps the real module): each
 * export is replaced by a function that throws, named after the real module's exports so a new
 * zod release that adds one still builds. The `create…Method` factories, which a schema calls when
 * its Standard Schema properties are read, return such a function instead of throwing.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const JSON_SCHEMA_MODULE =
  /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/** The names a module exports: `export function|const|class|let name` and `export { a as b }`. */
function readExportNames(source: string): string[] {
  const declared = [
    ...source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm),
  ].map((match) => match[1]!);
  const listed = [...source.matchAll(/^export\s*\{([^}]*)\}/gm)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .at(-1)!,
      )
      .filter(Boolean),
  );
  return [...new Set([...declared, ...listed])];
}

export function stubZodJsonSchema(): Plugin {
  return {
    name: 'nyra:stub-zod-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!JSON_SCHEMA_MODULE.test(id)) return null;
      const names = readExportNames(readFileSync(id, 'utf8'));
      const unavailable =
        'function unavailable() { throw new Error("JSON Schema generation is not built into the web app"); }';
      return [
        unavailable,
        ...names.map((name) =>
          /^create\w*Method$/.test(name)
            ? `export const ${name} = () => unavailable;`
            : `export const ${name} = unavailable;`,
        ),
      ].join('\n');
    },
  };
}
