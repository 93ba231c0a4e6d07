import { Container, List, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../messages/index.ts';

export const Route = createFileRoute('/_public/services')({
  component: ServicesPage,
});

/** Placeholder list; the catalogue with prices from the database is a later issue. */
function ServicesPage() {
  return (
    <Container size="md" py="xl" px="md">
      <Title order={1} mb="xs">
        {m.services.title}
      </Title>
      <Text c="dimmed" mb="lg">
        {m.services.intro}
      </Text>
      <List spacing="xs">
        {m.services.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Container>
  );
}
