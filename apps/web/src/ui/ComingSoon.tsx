import { Stack, Text, Title } from '@mantine/core';
import { m } from '../messages/index.ts';

/** A placeholder for screens the next issues build. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack gap="sm">
      <Title order={2}>{title}</Title>
      <Text c="dimmed">{m.common.comingSoon}</Text>
    </Stack>
  );
}
