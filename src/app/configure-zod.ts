/**
 * Imported first by src/main.tsx, before any module builds a schema: zod probes `new Function`
 * when it constructs an object schema, and the Content-Security-Policy forbids eval, so the probe
 * shows up as a CSP violation on every page. Jitless validation needs no generated code.
 */
import { config } from 'zod';

config({ jitless: true });
