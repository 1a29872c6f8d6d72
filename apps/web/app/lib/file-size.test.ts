import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('reads bytes, kilobytes and megabytes the es-AR way', () => {
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(240 * 1024)).toBe('240 KB');
    expect(formatFileSize(1536 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});
