import { describe, expect, it } from 'vitest';
import { boardReportQuery } from './board-report-card.tsx';

describe('boardReportQuery', () => {
  it('carries the period and the chosen client to both downloads', () => {
    expect(boardReportQuery({ clientId: 'client-1', from: '2026-01-01', to: '2026-06-30' })).toEqual({
      errors: {},
      query: 'clientId=client-1&from=2026-01-01&to=2026-06-30',
    });
    expect(boardReportQuery({ from: '', to: '2026-06-30' }).query).toBe('to=2026-06-30');
  });

  it('says in French what is wrong with the period, and offers no download', () => {
    expect(boardReportQuery({ from: '2026-07-01', to: '2026-06-30' })).toEqual({
      errors: { from: 'La date de début doit précéder la date de fin' },
      query: null,
    });
    expect(boardReportQuery({ from: '2010-01-01', to: '2026-06-30' }).errors).toEqual({
      from: 'La période ne peut pas dépasser 5 ans',
    });
  });
});
