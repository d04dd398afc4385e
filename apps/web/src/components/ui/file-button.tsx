import { Paperclip } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

type FileButtonProps = Omit<ComponentProps<'input'>, 'type' | 'className' | 'onChange'> & {
  /** The button's own size (a touch target where the screen is used on a phone). */
  className?: string;
  /** The files chosen; the input is emptied after, so the same file can be chosen again. */
  onFiles: (files: File[]) => void;
  children: ReactNode;
};

/** A French button around the native file input: the browser's own one speaks its UI language. */
export function FileButton({ className, onFiles, children, ...input }: FileButtonProps) {
  return (
    <span
      className={cn(
        'relative inline-flex w-fit items-center gap-2 rounded-md border border-input bg-background px-3 text-sm focus-within:outline-2 focus-within:outline-ring hover:bg-muted',
        className,
      )}
    >
      <Paperclip aria-hidden className="size-4" />
      {children}
      <input
        type="file"
        className="absolute inset-0 cursor-pointer opacity-0"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
        {...input}
      />
    </span>
  );
}
