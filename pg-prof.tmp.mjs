import { PGlite } from '@electric-sql/pglite';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
const path = '/tmp/pg-datadir.tgz';
if (!existsSync(path)) {
  const db = await PGlite.create();
  const dump = await db.dumpDataDir('gzip');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  console.log('saved');
  process.exit(0);
}
const blob = new Blob([readFileSync(path)]);
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  const db = await PGlite.create({ loadDataDir: blob, debug: 0 });
  console.log('load', Math.round(performance.now() - t), 'load1', (await import('node:os')).loadavg()[0]);
  await db.close();
}
