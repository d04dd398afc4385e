import type { JSXElementConstructor } from 'react';
import { cn } from '@/lib/utils.ts';

/**
 * A primitive (a Radix part) in the style of the app: `base` first, then the caller's `className`;
 * every other prop passes through.
 */
export function withClassName<P extends { className?: string | undefined }>(
  Component: JSXElementConstructor<P>,
  base: string,
) {
  return function Styled(props: P) {
    return <Component {...props} className={cn(base, props.className)} />;
  };
}
