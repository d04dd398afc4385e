import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraft } from '../question-draft.ts';
import { QuestionFields } from './question-fields.tsx';

afterEach(cleanup);

describe('QuestionFields', () => {
  it('puts each French message under its field, linked to the invalid control, and leaves valid ones unmarked', () => {
    render(
      <QuestionFields
        draft={{ ...createDraft('NOTATION'), documentLevel: 'MANDATORY' }}
        errors={{ label: 'Le libellé est obligatoire', 'scale.min': 'Le minimum doit être un nombre' }}
        onChange={vi.fn()}
      />,
    );
    const label = screen.getByLabelText('Libellé');
    expect(label.tagName).toBe('TEXTAREA');
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(label.getAttribute('aria-describedby')).toBe('label-error');
    expect(document.getElementById('label-error')?.textContent).toBe('Le libellé est obligatoire');
    expect(screen.getByLabelText('Minimum').getAttribute('aria-describedby')).toBe('scale.min-error');
    const weight = screen.getByLabelText('Poids');
    expect(weight.hasAttribute('aria-invalid')).toBe(false);
    expect(weight.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByLabelText('Document attendu').tagName).toBe('INPUT');
    const type = screen.getByLabelText('Type de question') as HTMLSelectElement;
    expect(type.value).toBe('NOTATION');
    expect(type.hasAttribute('aria-invalid')).toBe(false);
  });

  it('hands each change to the draft', () => {
    const onChange = vi.fn();
    const draft = createDraft('NOTATION');
    render(<QuestionFields draft={draft} errors={{}} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Référence réglementaire'), { target: { value: 'CSP art. R2324-30' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...draft, reference: 'CSP art. R2324-30' });
    fireEvent.change(screen.getByLabelText('Seuil de conformité'), { target: { value: '4' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ threshold: '4' }));
    fireEvent.change(screen.getByLabelText('Type de question'), { target: { value: 'BOOLEAN' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'BOOLEAN' }));
  });
});
