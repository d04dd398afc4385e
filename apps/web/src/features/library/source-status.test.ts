import { describe, expect, it } from 'vitest';
import { getSourceStatus } from './source-status.ts';

describe('getSourceStatus', () => {
  it('tells a copy whose source moved on from an up-to-date one', () => {
    expect(getSourceStatus({ sourceFormId: 's', sourceVersion: 1, sourceLatestVersion: 2 })).toBe('source-newer');
    expect(getSourceStatus({ sourceFormId: 's', sourceVersion: 2, sourceLatestVersion: 2 })).toBe('up-to-date');
  });

  it('says a form that is not a copy, or whose source is gone, has nothing newer', () => {
    expect(getSourceStatus({ sourceFormId: null, sourceVersion: null, sourceLatestVersion: null })).toBe('not-a-copy');
    expect(getSourceStatus({ sourceFormId: 's', sourceVersion: 1, sourceLatestVersion: null })).toBe('up-to-date');
  });
});
