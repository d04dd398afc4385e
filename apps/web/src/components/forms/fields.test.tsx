import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { enumOptions, SelectField, TextField } from './fields.tsx';

afterEach(cleanup);

type Values = { name: string; kind: string };

function Form() {
  const form = useValibotForm<Values>(() => ({ name: 'Les Lutins', kind: '' }));
  return (
    <form>
      <TextField form={form} field="name" id="x-name" label="Nom" autoComplete="off" hint="Aide" />
      <SelectField
        form={form}
        field="kind"
        id="x-kind"
        label="Type"
        placeholder="Choisir un type"
        options={enumOptions(['A', 'B'] as const, { A: 'Alpha', B: 'Bêta' })}
      />
      <button type="button" onClick={() => form.setErrors({ name: 'Le nom est requis.', kind: 'Le type est requis.' })}>
        Vérifier
      </button>
      <output>{`${form.values.name}|${form.values.kind}`}</output>
    </form>
  );
}

describe('TextField and SelectField', () => {
  it('bind the control to its value, under its label, with the other attributes passed through', () => {
    render(<Form />);
    const name = screen.getByLabelText('Nom');
    expect(name).toHaveProperty('value', 'Les Lutins');
    expect(name.getAttribute('autocomplete')).toBe('off');
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('Aide')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Les Loupiots' } });
    const kind = screen.getByLabelText('Type');
    expect([...kind.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choisir un type',
      'Alpha',
      'Bêta',
    ]);
    fireEvent.change(kind, { target: { value: 'B' } });
    expect(screen.getByText('Les Loupiots|B')).toBeTruthy();
  });

  it('show the message under the field and link it to the control', () => {
    render(<Form />);
    fireEvent.click(screen.getByText('Vérifier'));
    const name = screen.getByLabelText('Nom');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('x-name-error');
    expect(document.getElementById('x-name-error')?.textContent).toBe('Le nom est requis.');
    expect(screen.queryByText('Aide')).toBeNull();
    expect(screen.getByLabelText('Type').getAttribute('aria-describedby')).toBe('x-kind-error');
  });
});
