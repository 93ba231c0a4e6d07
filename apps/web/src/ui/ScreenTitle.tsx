import { Title, type TitleProps } from '@mantine/core';
import { useDocumentTitle } from '../lib/document-title.ts';

/**
 * A screen's one H1 (docs/decisions/069): it also names the browser tab, 'My Services — Seva',
 * or with `item` (a detail page's reference) 'SEVA-2026-000123 · PAN Card — Seva'. Drawn at the
 * size the screens used for their headings before (Mantine's h2).
 */
export function ScreenTitle({
  children,
  item,
  ...props
}: Omit<TitleProps, 'order' | 'children'> & { children: string; item?: string }) {
  useDocumentTitle(item, children);
  return (
    <Title order={1} size="h2" {...props}>
      {children}
    </Title>
  );
}
