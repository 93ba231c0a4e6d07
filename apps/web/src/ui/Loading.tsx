import { Center, Loader, Text } from '@mantine/core';
import { m } from '../messages/index.ts';

/** Shown while the session is being checked or a page is loading. */
export function Loading() {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader size="sm" mr="sm" aria-hidden />
      <Text>{m.common.loading}</Text>
    </Center>
  );
}
