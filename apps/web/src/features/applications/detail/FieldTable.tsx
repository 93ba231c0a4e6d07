import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of an application: a field of its form, a date, the applicant. */
export interface FieldRow {
  key: string;
  label: string;
  value: ReactNode;
  testId?: string;
}

/** A label above its value; long values (addresses, e-mails) wrap anywhere. */
export function LabelledValue({ label, value, testId }: Omit<FieldRow, 'key'>) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/**
 * An application's fields as both detail pages show them: one column on a phone, two from a
 * small screen up.
 */
export function FieldTable({ rows, mt }: { rows: readonly FieldRow[]; mt?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={mt}>
      {rows.map((row) => (
        <LabelledValue key={row.key} label={row.label} value={row.value} testId={row.testId} />
      ))}
    </SimpleGrid>
  );
}
