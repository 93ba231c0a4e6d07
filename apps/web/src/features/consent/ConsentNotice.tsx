import { Checkbox, type CheckboxProps, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { mcn } from '../../messages/consent.ts';

const t = mcn.notice;

/** Whom to ask: the centre's name, phone and address from Settings, where they are set. */
function contactOf(centre: { name: string; phone: string; address: string }): string | null {
  const parts = [centre.name, centre.phone ? t.phone(centre.phone) : '', centre.address].filter(
    (part) => part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The privacy notice in plain words (docs/decisions/061-consent-and-retention.md) and its box:
 * the citizen's agreement, or at the counter the operator's word that the citizen was told.
 */
export function ConsentNotice({
  agreeLabel,
  checkbox,
}: {
  agreeLabel: string;
  /** The box's binding (a Mantine form's, or the hook's): checked, onChange, error. */
  checkbox: Omit<CheckboxProps, 'label' | 'error'> & { error?: React.ReactNode };
}) {
  const notice = useQuery(trpc.consent.notice.queryOptions());
  const headingId = useId();
  const days = notice.data?.retentionDays;
  const contact = notice.data ? contactOf(notice.data.centre) : null;
  const { error, ...binding } = checkbox;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="consent-notice"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          {t.title}
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>{t.collected}</List.Item>
          <List.Item>{t.why}</List.Item>
          {days ? <List.Item>{t.howLong(days)}</List.Item> : null}
          <List.Item>{t.whoSees}</List.Item>
          <List.Item>{t.withdraw}</List.Item>
          <List.Item>{contact ? t.ask(contact) : t.askNobody}</List.Item>
        </List>
        <Checkbox
          {...binding}
          label={<Text size="sm">{agreeLabel}</Text>}
          required
          // Announced when it appears; the box points to it (aria-describedby, by Mantine).
          error={error ? <span role="alert">{error}</span> : undefined}
          data-testid="consent-checkbox"
        />
      </Stack>
    </Paper>
  );
}
