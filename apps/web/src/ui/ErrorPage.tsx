import { Button } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { messageOf } from '../lib/api-errors.ts';
import { m } from '../messages/index.ts';
import { StatusPage } from './StatusPage.tsx';

/** A route failed to load (usually the network); offer to try again. */
export function ErrorPage({ error }: { error: unknown }) {
  const router = useRouter();
  return (
    <StatusPage code="!" title={m.errors.generic} text={messageOf(error, m.errors.network)}>
      <Button onClick={() => router.invalidate()}>{m.errors.retry}</Button>
    </StatusPage>
  );
}
