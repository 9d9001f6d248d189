import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('reads kilobytes and megabytes', () => {
    expect(formatFileSize(512, 'en-US')).toBe('1 kB');
    expect(formatFileSize(1536, 'en-US')).toBe('2 kB');
    expect(formatFileSize(860_000, 'en-US')).toBe('840 kB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'en-US')).toBe('1.3 MB');
  });

  it('writes the number the way the language does', () => {
    expect(formatFileSize(1.5 * 1024 * 1024, 'ja')).toBe('1.5 MB');
    expect(formatFileSize(3 * 1024 * 1024, 'zh-CN')).toBe('3 MB');
  });
});
