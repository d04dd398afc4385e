import { MEMBER_MESSAGES, MemberUpdateInputSchema, type EffectiveMember } from '@qc/shared/members/schemas';
import { EMPTY_UPDATE_MESSAGE_DETAILED } from '@qc/shared/validation/fields';
import { describe, expect, it } from 'vitest';
import { getSchemaFieldErrors } from '@/lib/validation.ts';
import { hasMemberChanges, toMemberFormValues, toMemberUpdate } from './member-update.ts';

const member: EffectiveMember = {
  id: 'm-1',
  clientId: 'c-1',
  userId: null,
  firstName: 'Inès',
  lastName: 'Lambert',
  role: 'HEALTH_REFERENT',
  qualifications: 'Infirmière puéricultrice',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  user: null,
};

describe('member edit form → PUT /members/effective/{id} body', () => {
  it('sends only the changed fields, never the client', () => {
    const body = toMemberUpdate(member, { ...toMemberFormValues(member), lastName: 'Lambert-Roux', role: 'DIRECTOR' });
    expect(body).toEqual({ id: 'm-1', lastName: 'Lambert-Roux', role: 'DIRECTOR' });
    expect(getSchemaFieldErrors(MemberUpdateInputSchema, body)).toMatchObject({ success: true });
  });

  it('gives the SPEC §5 message under the emptied field', () => {
    const body = toMemberUpdate(member, { ...toMemberFormValues(member), firstName: '   ' });
    expect(getSchemaFieldErrors(MemberUpdateInputSchema, body)).toEqual({
      success: false,
      fieldErrors: { firstName: MEMBER_MESSAGES.firstNameRequired },
    });
  });

  it('clears emptied qualifications with null and ignores spaces around unchanged text', () => {
    expect(toMemberUpdate(member, { ...toMemberFormValues(member), qualifications: ' ' })).toEqual({
      id: 'm-1',
      qualifications: null,
    });
    const unchanged = toMemberUpdate(member, { ...toMemberFormValues(member), firstName: ' Inès ' });
    expect(hasMemberChanges(unchanged)).toBe(false);
    expect(getSchemaFieldErrors(MemberUpdateInputSchema, unchanged)).toEqual({
      success: false,
      fieldErrors: { _: EMPTY_UPDATE_MESSAGE_DETAILED },
    });
  });

  it('leaves qualifications that are not text untouched', () => {
    const structured = { ...member, qualifications: { diplomas: ['EJE'] } };
    expect(toMemberFormValues(structured).qualifications).toBe('');
    expect(toMemberUpdate(structured, toMemberFormValues(structured))).toEqual({ id: 'm-1' });
  });
});
