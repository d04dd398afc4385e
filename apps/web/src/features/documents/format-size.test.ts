import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-size.ts';

describe('formatFileSize', () => {
  it('writes sizes in French units', () => {
    expect(formatFileSize(512)).toBe('512 o');
    expect(formatFileSize(1536)).toBe('1,5 Ko');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 Mo');
  });
});
