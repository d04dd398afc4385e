import type { Question } from '@qc/shared/questionnaires/question-schemas';
import type { AnswerValue } from '@qc/shared/scoring/score';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerControl } from '@/components/answers/answer-control.tsx';
import { makeQuestion } from '@/test/questions.ts';
import { answerKeyDown } from './answer-keys.ts';

afterEach(cleanup);

const question = (overrides: Partial<Question>) => makeQuestion('q1', { label: 'Question 1', ...overrides });

/** The answer control as the question card wraps it: Entrée handled around it. */
function Harness({
  of,
  next,
  changed,
}: {
  of: Question;
  next: () => void;
  changed: (value: AnswerValue | null) => void;
}) {
  const [value, setValue] = useState<AnswerValue | null>(null);
  return (
    <div onKeyDown={(event) => answerKeyDown(event, next)}>
      <AnswerControl
        question={of}
        name="q1-answer"
        legend="Réponse à la question 1"
        value={value}
        disabled={false}
        onChange={(chosen) => {
          setValue(chosen);
          changed(chosen);
        }}
      />
      <textarea aria-label="Commentaire" />
    </div>
  );
}

describe('Entrée on an answer (issue 19: a form crossed by keyboard in few keys)', () => {
  it('on a radio not chosen yet: chooses it, then moves on', () => {
    const next = vi.fn();
    const changed = vi.fn();
    render(<Harness of={question({})} next={next} changed={changed} />);
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Oui' }), { key: 'Enter' });
    expect(changed).toHaveBeenCalledWith(true);
    expect((screen.getByRole('radio', { name: 'Oui' }) as HTMLInputElement).checked).toBe(true);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('on the option already chosen (arrows choose): keeps it and moves on', () => {
    const next = vi.fn();
    const changed = vi.fn();
    render(<Harness of={question({})} next={next} changed={changed} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Non' }));
    changed.mockClear();
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Non' }), { key: 'Enter' });
    expect(changed).not.toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: 'Non' }) as HTMLInputElement).checked).toBe(true);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('on a checkbox: moves on without ticking (Espace ticks)', () => {
    const next = vi.fn();
    const changed = vi.fn();
    const multiple = question({
      type: 'MULTIPLE_CHOICE',
      options: [{ label: 'A' }, { label: 'B' }] as Question['options'],
    });
    render(<Harness of={multiple} next={next} changed={changed} />);
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'A' }), { key: 'Enter' });
    expect(changed).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('leaves other keys, modified Entrée and text fields alone', () => {
    const next = vi.fn();
    const changed = vi.fn();
    render(<Harness of={question({})} next={next} changed={changed} />);
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Oui' }), { key: 'Tab' });
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Oui' }), { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(screen.getByLabelText('Commentaire'), { key: 'Enter' });
    expect(changed).not.toHaveBeenCalled();
    expect(next).not.toHaveBeenCalled();
  });
});
