import { describe, expect, it } from 'vitest';
import { connectionAllowsPrefetch } from './connection-allows-prefetch.ts';

describe('connectionAllowsPrefetch', () => {
  it('allows a good connection, or one the browser says nothing about', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({})).toBe(true);
  });

  it('refuses Save-Data and 2G-class connections', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
