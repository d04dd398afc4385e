import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { NewButton } from './new-button.tsx';
import { EditButton } from './row-actions.tsx';

afterEach(cleanup);

function WithDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>Le dialogue</DialogTitle>
        <DialogDescription>Ouvert.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

describe('NewButton and EditButton', () => {
  it('open the dialog they trigger, under their accessible names', () => {
    render(
      <>
        <WithDialog trigger={<NewButton label="Nouveau membre" icon={UserPlus} />} />
        <WithDialog trigger={<EditButton name="Les Lutins" />} />
      </>,
    );
    const create = screen.getByRole('button', { name: 'Nouveau membre' });
    expect(create.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(create);
    expect(screen.getByRole('dialog', { name: 'Le dialogue' })).toBeTruthy();
    expect(create.getAttribute('aria-expanded')).toBe('true');
  });

  it('name the pencil « Modifier … »', () => {
    render(<WithDialog trigger={<EditButton name="Les Lutins" />} />);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier Les Lutins' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
