import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button.tsx';

type DisclosureButtonProps = Omit<ComponentProps<typeof Button>, 'aria-expanded' | 'aria-controls' | 'asChild'> & {
  /** Whether the region it shows is shown. */
  expanded: boolean;
  /** The id of that region, when it is in the page. */
  controls: string | undefined;
};

/** A button that shows or hides a region of the page, and says which and whether (WAI-ARIA disclosure). */
export function DisclosureButton({
  expanded,
  controls,
  variant = 'outline',
  size = 'sm',
  ...props
}: DisclosureButtonProps) {
  return <Button variant={variant} size={size} aria-expanded={expanded} aria-controls={controls} {...props} />;
}
