import { describe, expect, it } from 'vitest';
import { pickCurrentAgreement } from './agreement-summary.ts';

const agreement = (id: string, status: 'ACTIVE' | 'INACTIVE', requestDate: string, agreementDate: string | null) => ({
  id,
  status,
  number: null,
  requestDate,
  agreementDate,
});

describe('pickCurrentAgreement', () => {
  it('prefers the latest active agreement over a newer inactive one', () => {
    const chosen = pickCurrentAgreement([
      agreement('old', 'ACTIVE', '2019-01-01', '2019-03-01'),
      agreement('new', 'ACTIVE', '2023-01-01', '2023-02-01'),
      agreement('request', 'INACTIVE', '2026-01-01', null),
    ]);
    expect(chosen?.id).toBe('new');
  });

  it('falls back to the latest request, or none', () => {
    expect(pickCurrentAgreement([agreement('a', 'INACTIVE', '2026-01-01', null)])?.id).toBe('a');
    expect(pickCurrentAgreement([])).toBeNull();
  });
});
