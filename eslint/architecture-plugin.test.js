import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import architecture from './architecture-plugin.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (file) => `${process.cwd()}/${file}`;

tester.run('layers', architecture.rules.layers, {
  valid: [
    { filename: at('src/features/jobs/a.ts'), code: "import '@/src/lib/db.ts';" },
    { filename: at('src/features/jobs/a.ts'), code: "import '@/common/format-bytes.ts';" },
    { filename: at('src/app/a.tsx'), code: "import '@/src/features/jobs/b.ts';" },
    { filename: at('server/src/a.ts'), code: "import '@/common/format-bytes.ts';" },
    { filename: at('src/features/jobs/a/b.ts'), code: "import '../c.ts';" },
  ],
  invalid: [
    {
      filename: at('src/features/jobs/a.ts'),
      code: "import '@/src/features/plan/b.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('src/features/jobs/a.ts'),
      code: "import '../../features/plan/b.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('src/lib/a.ts'),
      code: "import '@/src/features/jobs/b.ts';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: at('common/a.ts'),
      code: "export { x } from '@/src/lib/db.ts';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: at('server/src/a.ts'),
      code: "const m = import('@/src/lib/db.ts');",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: at('sw/sw.ts'),
      code: "import '@/server/src/env.ts';",
      errors: [{ messageId: 'forbidden' }],
    },
  ],
});

tester.run('alias-across-areas', architecture.rules['alias-across-areas'], {
  valid: [
    { filename: at('src/features/jobs/a/b/c.ts'), code: "import '../../d.ts';" },
    {
      filename: at('src/features/jobs/a.ts'),
      code: "import '@/src/lib/db.ts';",
    },
    { filename: at('src/features/jobs/a.ts'), code: "import '../shared.ts';" },
    { filename: at('server/src/routes/jobs/a/b/c.ts'), code: "import '../../d.ts';" },
    { filename: at('scripts/bench/a.mjs'), code: "import '../../common/x.ts';" },
  ],
  invalid: [
    {
      filename: at('src/features/jobs/a.ts'),
      code: "import '../../lib/db.ts';",
      errors: [{ messageId: 'useAlias' }],
    },
    {
      filename: at('server/src/routes/jobs/a.ts'),
      code: "export * from '../../db/open-database.ts';",
      errors: [{ messageId: 'useAlias' }],
    },
    {
      filename: at('tests/api/a.ts'),
      code: "const m = import('../../common/x.ts');",
      errors: [{ messageId: 'useAlias' }],
    },
  ],
});
