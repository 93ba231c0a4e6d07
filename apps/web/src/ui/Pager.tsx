import { Button, Group, Text } from '@mantine/core';

/**
 * Previous / Page n / Next under a keyset-paged list (see `admin/cursor-pages.ts`); hidden when
 * everything fits on one page.
 */
export function Pager({
  page,
  nextCursor,
  waiting,
  onPrevious,
  onNext,
  texts,
}: {
  page: number;
  nextCursor: string | null | undefined;
  /** The shown page is the previous one's placeholder: Next would skip. */
  waiting: boolean;
  onPrevious: () => void;
  onNext: (cursor: string | null | undefined) => void;
  texts: { previous: string; next: string; page: (page: number) => string; paging: string };
}) {
  if (page <= 1 && !nextCursor) return null;
  return (
    <Group justify="space-between" aria-label={texts.paging} role="navigation">
      <Button variant="default" disabled={page <= 1} onClick={onPrevious}>
        {texts.previous}
      </Button>
      <Text size="sm" c="dimmed">
        {texts.page(page)}
      </Text>
      <Button
        variant="default"
        disabled={!nextCursor || waiting}
        onClick={() => onNext(nextCursor)}
      >
        {texts.next}
      </Button>
    </Group>
  );
}
