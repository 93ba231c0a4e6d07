import { Card, Stack, Text, Title } from '@mantine/core';
import type { IdentityAccessView } from '@seva/schemas';
import { formatDateTime } from '../../lib/dates.ts';
import { fieldLabel } from '../../messages/order-fields.ts';
import { mtl } from '../../messages/timeline.ts';

const t = mtl;

/** The sentence for one opening: "Ravi at the centre downloaded your Aadhar PDF". */
function sentence(entry: IdentityAccessView): string {
  const who = entry.by ?? t.someone;
  if (entry.subject === 'identity_numbers') return t.citizenAccess.numbers(who);
  const field = entry.documentType;
  // The order form's own label for the file field ("Aadhar PDF"), else a plain word.
  const document = field
    ? fieldLabel({ name: field, label: t.documents[field] ?? t.aDocument })
    : t.aDocument;
  return t.citizenAccess[entry.action](who, document);
}

/**
 * On the citizen's order page: every time someone at the centre opened the order's documents
 * or saw its full numbers, newest first (docs/decisions/064-identity-access-log.md). Nothing
 * when no one has.
 */
export function OrderAccessLog({ entries }: { entries: readonly IdentityAccessView[] }) {
  if (entries.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-label={t.orderAccessTitle}>
      <Title order={3} fz="md" mb="sm">
        {t.orderAccessTitle}
      </Title>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.id} data-testid="order-access">
            <Text size="sm">{sentence(entry)}</Text>
            <Text size="xs" c="dimmed">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </Text>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
