/**
 * Imported first by src/main.tsx, before any module builds a schema: zod probes `new Function`
 * when it constructs an object schema, and the Content-Security-Policy forbids eval, so the probe
 * shows up as a CSP violation on every page. Jitless validation needs no generated code. The
 * setting lives in zod's core, shared by classic zod and `zod/mini`; importing it from the mini
 * build keeps classic zod out of the entry chunk.
 */
import { config } from 'zod/mini';

config({ jitless: true });
