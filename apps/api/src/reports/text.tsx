import { frenchTypography } from '@qc/shared/common/typography';
import { Text as PdfText, type TextProps } from '@react-pdf/renderer';
import type { PropsWithChildren, ReactNode } from 'react';

/** Strings get French no-break spaces; adjacent pieces (`{count} %`) are joined first so the rule sees them together. */
function typeset(node: ReactNode): ReactNode {
  if (typeof node === 'string') return frenchTypography(node);
  if (Array.isArray(node)) {
    if (node.every((item) => typeof item === 'string' || typeof item === 'number')) {
      return frenchTypography(node.join(''));
    }
    return node.map((item: ReactNode) => typeset(item));
  }
  return node;
}

/**
 * react-pdf's Text with French typography (issue 15 item 4): every report
 * text goes through it, so « 40 % » and « enfant ? » never split across lines.
 */
export function Text({ children, render, ...props }: PropsWithChildren<TextProps>) {
  // react-pdf treats a `render` key as dynamic text even when undefined: pass it only when given.
  const dynamic = render ? { render: (info: Parameters<typeof render>[0]) => typeset(render(info)) } : {};
  return (
    <PdfText {...props} {...dynamic}>
      {typeset(children)}
    </PdfText>
  );
}
