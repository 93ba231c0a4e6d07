import '@mantine/core/styles/List.css';
import { Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type InfoPageText, mi } from '../../messages/information-pages.ts';
import { PublicPage } from './PublicPage.tsx';

/**
 * An information or policy page: title, date, introduction, sections (docs/product.md, Public
 * site).
 */
export function InfoPage({ page, children }: { page: InfoPageText; children?: ReactNode }) {
  return (
    <PublicPage meta={{ title: page.title, description: page.description }}>
      <Container size="sm" px="md" py={{ base: 'lg', sm: 48 }} component="article">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {page.title}
            </Title>
            <Text c="dimmed" fz="sm">
              {mi.updated}
            </Text>
          </Stack>
          <Text fz="lg">{page.intro}</Text>
          {page.sections.map((section) => (
            <Stack component="section" gap="xs" key={section.heading}>
              <Title order={2} fz={{ base: 20, sm: 22 }}>
                {section.heading}
              </Title>
              {section.paragraphs?.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.list ? (
                <List spacing={6}>
                  {section.list.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              ) : null}
            </Stack>
          ))}
          {children}
        </Stack>
      </Container>
    </PublicPage>
  );
}
