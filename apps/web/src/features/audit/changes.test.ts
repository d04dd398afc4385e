import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, formatAuditValue, getAuditChanges, getAuditSubject, MAX_VALUE_LENGTH } from './changes.ts';

describe('getAuditChanges', () => {
  it('lists only the changed fields of an update, before → after, without the update date', () => {
    const changes = getAuditChanges({
      action: 'update',
      before: { id: 'a', name: 'Ancien nom', city: 'Lyon', updatedAt: '2026-01-01T10:00:00.000Z' },
      after: { id: 'a', name: 'Nouveau nom', city: 'Lyon', updatedAt: '2026-01-02T10:00:00.000Z' },
    });
    expect(changes).toEqual([
      { field: 'name', label: 'Nom', before: { text: 'Ancien nom' }, after: { text: 'Nouveau nom' } },
    ]);
  });

  it('lists every field of a creation (after only) and of a deletion (before only)', () => {
    const created = getAuditChanges({ action: 'create', before: null, after: { name: 'Crèche', capacity: 12 } });
    expect(created).toEqual([
      { field: 'name', label: 'Nom', after: { text: 'Crèche' } },
      { field: 'capacity', label: 'Capacité', after: { text: '12' } },
    ]);
    const deleted = getAuditChanges({ action: 'delete', before: { siren: '123456782' }, after: null });
    expect(deleted).toEqual([{ field: 'siren', label: 'SIREN', before: { text: '123456782' } }]);
  });

  it('names in French every field a campaign and a document renewal record (no « formIds », « OPEN »)', () => {
    const created = getAuditChanges({
      action: 'create',
      before: null,
      after: {
        status: 'OPEN',
        deadline: '2026-12-10',
        formIds: ['f1'],
        establishmentIds: ['e1'],
        createdById: 'u1',
        closedAt: null,
        closedById: null,
      },
    });
    expect(created.map((change) => [change.label, change.after?.text])).toEqual([
      ['Statut', 'En cours'],
      ['Échéance', '10 décembre 2026'],
      ['Questionnaires', 'f1'],
      ['Établissements', 'e1'],
      ['Créé par', 'u1'],
      ['Clôturée le', EMPTY_VALUE],
      ['Clôturée par', EMPTY_VALUE],
    ]);
    expect(formatAuditValue('status', 'CLOSED').text).toBe('Clôturée');
    expect(formatAuditValue('purpose', 'EVIDENCE').text).toBe('Preuve');
    const renewed = getAuditChanges({
      action: 'update',
      before: { name: 'arrete.pdf', replacedById: null, validUntil: '2026-12-19' },
      after: { name: 'arrete.pdf', replacedById: 'd2', validUntil: '2026-12-19' },
    });
    expect(renewed.map((change) => change.label)).toEqual(['Remplacé par']);
  });

  it('compares lists and objects by value', () => {
    const changes = getAuditChanges({
      action: 'update',
      before: { roles: ['DIRECTOR'], metadata: { a: 1 } },
      after: { roles: ['DIRECTOR', 'CLIENT_MASTER'], metadata: { a: 1 } },
    });
    expect(changes).toEqual([
      {
        field: 'roles',
        label: 'Rôles',
        before: { text: 'Directeur·rice' },
        after: { text: 'Directeur·rice, Responsable client' },
      },
    ]);
  });
});

describe('formatAuditValue', () => {
  it('writes values in French: empty, Oui/Non, Paris time, calendar dates, labels', () => {
    expect(formatAuditValue('phone', null).text).toBe(EMPTY_VALUE);
    expect(formatAuditValue('emailVerified', false).text).toBe('Non');
    expect(formatAuditValue('createdAt', '2026-07-14T08:30:00.000Z').text).toBe('14 juillet 2026 à 10:30');
    expect(formatAuditValue('requestDate', '2024-01-15').text).toBe('15 janvier 2024');
    expect(formatAuditValue('managementType', 'PRIVATE_LUCRATIVE').text).toBe('Privé lucratif');
    expect(formatAuditValue('status', 'IN_PROGRESS').text).toBe('En cours');
    expect(formatAuditValue('establishmentCategories', ['CRECHE', 'ESSMS']).text).toBe('Crèche 25–39, ESSMS');
  });

  it('shortens long JSON and keeps the full text aside', () => {
    const options = Array.from({ length: 20 }, (_, index) => ({ label: `Option ${index}`, score: index * 5 }));
    const value = formatAuditValue('options', options);
    expect(value.text.length).toBe(MAX_VALUE_LENGTH);
    expect(value.text.endsWith('…')).toBe(true);
    expect(value.full).toBe(JSON.stringify(options));
  });
});

describe('getAuditSubject', () => {
  it('names the record from its snapshot', () => {
    expect(getAuditSubject({ before: { name: 'Ancien' }, after: { name: 'Nouveau' } })).toBe('Nouveau');
    expect(getAuditSubject({ before: { firstName: 'Claire', lastName: 'Martin' }, after: null })).toBe('Claire Martin');
    expect(getAuditSubject({ before: null, after: { establishmentId: 'x' } })).toBeNull();
  });
});
