import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { initialOf } from './kinds.ts';

/** The applicant as an initial avatar and a name (and the reference below). */
export function Applicant({
  name,
  detail,
  extra,
}: {
  name: string;
  detail?: string;
  extra?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar radius="xl" color="blue" size="md" aria-hidden>
        {initialOf(name)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text fw={500} size="sm" truncate>
          {name}
        </Text>
        {detail ? (
          <Text size="xs" c="dimmed" ff="monospace" truncate title={detail}>
            {detail}
          </Text>
        ) : null}
        {extra}
      </Stack>
    </Group>
  );
}
