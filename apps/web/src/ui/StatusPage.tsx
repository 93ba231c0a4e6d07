import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title.ts';

/** The frame of the 403, 404 and error pages: big code, title, text, actions. */
export function StatusPage({
  code,
  title,
  text,
  children,
}: {
  code: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }} px="md">
      <Stack align="center" gap="md" ta="center">
        <Text fw={900} fz={{ base: 72, sm: 110 }} lh={1} c="dimmed" aria-hidden>
          {code}
        </Text>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {title}
        </Title>
        <Text c="dimmed" maw={440}>
          {text}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
