/**
 * The app's address as users reach it, for links in e-mails (no request to read it from: the
 * job worker sends them). PUBLIC_URL when set (behind a proxy or on a domain), otherwise the
 * address the server listens on, with a wildcard host read as this machine.
 */
import type { Env } from '../env.ts';

export function publicBaseUrl(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
}
