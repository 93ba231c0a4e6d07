import { Button, Group, Text } from '@mantine/core';

/**
 * Previous / Page n / Next under a keyset-paged list (`useCursorPages` in
 * features/admin/cursor-pages.ts); hidden until the list has loaded and when everything fits
 * on one page.
 */
export function Pager({
  pages,
  list,
  texts,
}: {
  pages: {
    page: number;
    previous: () => void;
    next: (cursor: string | null | undefined) => void;
  };
  /** The list's query: its page's `nextCursor`, and whether that page is a placeholder. */
  list: { data?: { nextCursor: string | null | undefined }; isPlaceholderData: boolean };
  texts: { previous: string; next: string; page: (page: number) => string; paging: string };
}) {
  const nextCursor = list.data?.nextCursor;
  if (!list.data || (pages.page <= 1 && !nextCursor)) return null;
  return (
    <Group justify="space-between" aria-label={texts.paging} role="navigation">
      <Button variant="default" disabled={pages.page <= 1} onClick={pages.previous}>
        {texts.previous}
      </Button>
      <Text size="sm" c="dimmed">
        {texts.page(pages.page)}
      </Text>
      <Button
        variant="default"
        // A placeholder is the previous page still on screen: Next would skip one.
        disabled={!nextCursor || list.isPlaceholderData}
        onClick={() => pages.next(nextCursor)}
      >
        {texts.next}
      </Button>
    </Group>
  );
}
