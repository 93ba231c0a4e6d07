import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** The frame of the login, signup, verify and reset screens. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Container size={460} px="sm" py="xl">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Title order={1} fz={{ base: 26, xs: 30 }} ta="center" mb={subtitle ? 0 : 'lg'}>
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" ta="center" mt={6} mb="lg" style={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Text>
        ) : null}
        {children}
      </Paper>
    </Container>
  );
}
