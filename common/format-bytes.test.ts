import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

const KB = 1024;
const MB = 1024 * 1024;

describe('formatBytes', () => {
  it('picks the largest unit that fits, with one decimal below 10', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12 * KB)).toBe('12 KB');
    expect(formatBytes(5.25 * MB)).toBe('5.3 MB');
    expect(formatBytes(200 * MB)).toBe('200 MB');
    expect(formatBytes(3 * 1024 * MB)).toBe('3.0 GB');
    expect(formatBytes(-5)).toBe('0 B');
  });

  it('counts whole kilobytes, at least 1, when KB is the smallest unit', () => {
    const label = { smallest: 'KB', largest: 'MB' } as const;
    expect(formatBytes(0, label)).toBe('1 KB');
    expect(formatBytes(300, label)).toBe('1 KB');
    expect(formatBytes(1536, label)).toBe('2 KB');
    expect(formatBytes(1023 * KB, label)).toBe('1023 KB');
    expect(formatBytes(1.5 * MB, label)).toBe('1.5 MB');
    expect(formatBytes(12.4 * MB, label)).toBe('12 MB');
    expect(formatBytes(2048 * MB, label)).toBe('2048 MB');
    expect(formatBytes(12 * MB, { ...label, decimals: 'one' })).toBe('12.0 MB');
  });

  it('keeps one unit when smallest and largest are the same', () => {
    const mb = { smallest: 'MB', largest: 'MB' } as const;
    expect(formatBytes(200 * MB, { ...mb, decimals: 'up-to-one' })).toBe('200 MB');
    expect(formatBytes(5.5 * MB, { ...mb, decimals: 'up-to-one' })).toBe('5.5 MB');
    expect(formatBytes(1.25 * MB, { ...mb, decimals: 'up-to-one' })).toBe('1.3 MB');
    expect(formatBytes(0, { ...mb, decimals: 'one' })).toBe('0.0 MB');
    expect(formatBytes(12.34 * MB, { ...mb, decimals: 'one' })).toBe('12.3 MB');
    expect(formatBytes(300 * KB, { ...mb, decimals: 'one' })).toBe('0.3 MB');
  });
});
