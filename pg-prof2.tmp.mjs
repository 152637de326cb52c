import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import os from 'node:os';
const blob = new Blob([readFileSync('/tmp/pg-datadir.tgz')]);
const variants = {
  default: PGlite.defaultStartParams,
  small: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  smaller: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=5'],
};
for (let round = 0; round < 3; round++) for (const [name, startParams] of Object.entries(variants)) {
  const t = performance.now();
  const db = await PGlite.create({ loadDataDir: blob, startParams });
  const ms = Math.round(performance.now() - t);
  const sb = (await db.query('show shared_buffers')).rows[0];
  const mem = db.mod?.HEAP8?.length;
  console.log(name, ms, JSON.stringify(sb), mem, os.loadavg()[0]);
  await db.close();
}
