/**
 * Local ESLint rules that keep the architecture of docs/architecture.md:
 * - `layers`: one import direction (common → lib → components/workers → features → app); no feature
 *   imports another feature; `sw/` and `server/` import only `common/` besides themselves. Relative
 *   imports and the path aliases of tsconfig.base.json (`@/src/…`, `@/common/…`) are both checked.
 * - `no-barrel`: no index files that re-export a folder.
 * - `alias-across-areas`: an import that climbs two folders or more (`../../`) out of its area
 *   uses the `@/…` alias instead (docs/architecture.md#imports).
 */
import path from 'node:path';
import { resolvePathAlias } from '../scripts/build/path-aliases.mjs';

const ROOT = process.cwd();

/** Classifies a repository-relative path into an architectural layer. */
function layerOf(relativePath) {
  const parts = relativePath.split(path.sep);
  const [top, second, third] = parts;
  if (top === 'common') return { layer: 'common' };
  if (top === 'sw') return { layer: 'sw' };
  if (top === 'server') return { layer: 'server' };
  if (top === 'src') {
    if (second === 'app') return { layer: 'app' };
    if (second === 'features') return { layer: 'feature', feature: third };
    if (second === 'lib') return { layer: 'lib' };
    if (second === 'components') return { layer: 'components' };
    if (second === 'workers') return { layer: 'workers' };
    if (second === 'styles') return { layer: 'styles' };
    return { layer: 'src-root' };
  }
  return { layer: 'other' };
}

const ALLOWED = {
  common: ['common'],
  sw: ['sw', 'common'],
  server: ['server', 'common'],
  lib: ['lib', 'common'],
  components: ['components', 'lib', 'common', 'styles'],
  workers: ['workers', 'lib', 'common'],
  styles: ['styles'],
  feature: ['feature', 'components', 'lib', 'workers', 'common', 'styles'],
  app: ['app', 'feature', 'components', 'lib', 'workers', 'common', 'styles'],
  'src-root': ['app', 'feature', 'components', 'lib', 'workers', 'common', 'styles', 'src-root'],
};

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction between architectural layers' },
    schema: [],
    messages: {
      forbidden: '{{from}} may not import from {{to}} ({{source}}). Allowed: {{allowed}}.',
      crossFeature:
        'Feature "{{from}}" may not import feature "{{to}}" ({{source}}); compose them in src/app/.',
    },
  },
  create(context) {
    const filename = context.filename;
    const fromRelative = path.relative(ROOT, filename);
    const from = layerOf(fromRelative);
    const allowed = ALLOWED[from.layer];
    if (!allowed) return {};

    function check(node, source) {
      if (typeof source !== 'string') return;
      const absolute = source.startsWith('.')
        ? path.resolve(path.dirname(filename), source)
        : resolvePathAlias(source);
      if (absolute === null) return;
      const target = path.relative(ROOT, absolute);
      const to = layerOf(target);
      if (to.layer === 'other') return;
      if (!allowed.includes(to.layer)) {
        context.report({
          node,
          messageId: 'forbidden',
          data: { from: from.layer, to: to.layer, source, allowed: allowed.join(', ') },
        });
        return;
      }
      if (from.layer === 'feature' && to.layer === 'feature' && from.feature !== to.feature) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: from.feature, to: to.feature, source },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const noBarrel = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Forbid barrel (index) files' },
    schema: [],
    messages: { barrel: 'No barrel files: import the module that defines the thing directly.' },
  },
  create(context) {
    const base = path.basename(context.filename);
    return {
      Program(node) {
        if (/^index\.(ts|tsx|js|mjs)$/.test(base)) context.report({ node, messageId: 'barrel' });
      },
    };
  },
};

/**
 * The area of a repository-relative path, for `alias-across-areas`: each feature, each other
 * folder of src/, each folder of server/src/ and each route of server/src/routes/, otherwise the
 * top-level folder.
 */
function areaOf(relativePath) {
  const p = relativePath.split(path.sep);
  if (p[0] === 'src') {
    if (p[1] === 'features' && p.length > 3) return `src/features/${p[2]}`;
    if (['app', 'lib', 'components', 'workers', 'styles'].includes(p[1]) && p.length > 2) {
      return `src/${p[1]}`;
    }
    return 'src';
  }
  if (p[0] === 'server' && p[1] === 'src') {
    if (p[2] === 'routes' && p.length > 4) return `server/src/routes/${p[3]}`;
    if (p.length > 3) return `server/src/${p[2]}`;
    return 'server/src';
  }
  return p[0];
}

const ALIASED_ROOTS = ['src', 'common', 'server', 'sw', 'tests', 'content'];

const aliasAcrossAreas = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Deep relative imports that leave their area use the @/ alias' },
    schema: [],
    messages: {
      useAlias:
        '"{{source}}" leaves {{from}} for {{to}}: import it as "@/{{target}}" (docs/architecture.md#imports).',
    },
  },
  create(context) {
    const filename = context.filename;
    const fromRelative = path.relative(ROOT, filename);
    if (!ALIASED_ROOTS.includes(fromRelative.split(path.sep)[0])) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('../../')) return;
      const target = path.relative(ROOT, path.resolve(path.dirname(filename), source));
      if (!ALIASED_ROOTS.includes(target.split(path.sep)[0])) return;
      const from = areaOf(fromRelative);
      const to = areaOf(target);
      if (from === to) return;
      context.report({
        node,
        messageId: 'useAlias',
        data: { source, from, to, target: target.split(path.sep).join('/') },
      });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default {
  rules: { layers, 'no-barrel': noBarrel, 'alias-across-areas': aliasAcrossAreas },
};
