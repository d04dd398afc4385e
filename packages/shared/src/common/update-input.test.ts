import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionalText, requiredText } from '../validation/fields.ts';
import { unchangeable, updateEntries, updateInput } from './update-input.ts';

const fields = {
  name: requiredText('Le nom est obligatoire'),
  note: optionalText(),
  status: v.optional(v.picklist(['ACTIVE', 'INACTIVE']), 'ACTIVE'),
};
const schema = updateInput(
  { clientId: unchangeable('Le client ne peut pas être modifié'), ...updateEntries(fields) },
  'Vide',
);

describe('update inputs (SPEC §5)', () => {
  it('leaves out what is not given: a required field of the create is optional, not refused as missing', () => {
    expect(v.parse(schema, { id: 'a', note: 'ok' })).toEqual({ id: 'a', note: 'ok', status: 'ACTIVE' });
    expect(v.safeParse(schema, { id: 'a', name: ' ' }).issues?.[0]?.message).toBe('Le nom est obligatoire');
  });

  it('refuses an update without a field, and a change of the owning parent', () => {
    expect(
      v.safeParse(updateInput(updateEntries({ name: fields.name }), 'Vide'), { id: 'a' }).issues?.[0]?.message,
    ).toBe('Vide');
    expect(v.safeParse(schema, { id: 'a', name: 'x', clientId: 'b' }).issues?.[0]?.message).toBe(
      'Le client ne peut pas être modifié',
    );
  });
});
