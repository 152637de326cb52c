/**
 * The path aliases of tsconfig.base.json (`@/src/…`, `@/common/…`, …), for the tools that do not
 * read tsconfig files themselves (the ESLint layers rule). tsconfig.base.json stays the one table:
 * TypeScript, tsx, Vite, Vitest, esbuild and Playwright read it directly.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSCONFIG = path.join(ROOT, 'tsconfig.base.json');

/** Reads `compilerOptions.paths` (`"@/src/*": ["./src/*"]`) into prefix → absolute directory. */
function readPathAliases() {
  const { config, error } = ts.readConfigFile(TSCONFIG, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const paths = config?.compilerOptions?.paths ?? {};
  return Object.entries(paths).map(([pattern, [target]]) => {
    if (!pattern.endsWith('/*') || !target?.endsWith('/*')) {
      throw new Error(
        `${TSCONFIG}: path alias ${pattern} must have the form "@/area/*": ["./area/*"]`,
      );
    }
    return {
      prefix: pattern.slice(0, -1),
      directory: path.resolve(ROOT, target.slice(0, -1)) + path.sep,
    };
  });
}

/** `{ prefix: '@/src/', directory: '/abs/repo/src/' }` for each alias, in tsconfig order. */
export const PATH_ALIASES = readPathAliases();

/** The absolute path an aliased import specifier names, or null when it uses no alias. */
export function resolvePathAlias(specifier) {
  const alias = PATH_ALIASES.find(({ prefix }) => specifier.startsWith(prefix));
  return alias ? path.join(alias.directory, specifier.slice(alias.prefix.length)) : null;
}
