import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TimelineEntry } from '@seva/schemas';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { inlineUrl } from '../../../lib/files.ts';
import { formatRupees } from '../../../lib/language.ts';
import { mtl } from '../../../messages/timeline.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';

/**
 * One timeline per application (docs/decisions/065-one-timeline.md), newest first, as the
 * server filtered it for the caller: the citizen's page shows their part (including who at the
 * centre opened their documents), the operator's page all of it. Each entry is a sentence, the
 * details beneath it, then when and by whom.
 */
export type TimelineAudience = 'citizen' | 'operator';

const t = mtl;

function documentWord(documentType: string | null): string {
  if (!documentType) return t.aDocument;
  return t.documents[documentType] ?? documentType;
}

/** The sentence of an entry, and what it carries beneath. */
function entryText(
  entry: TimelineEntry,
  audience: TimelineAudience,
): { title: ReactNode; details?: ReactNode } {
  switch (entry.type) {
    case 'filed':
      return { title: entry.atCounter ? t.filedAtCounter : t.filedOnline };
    case 'status_changed':
      return {
        title: (
          <Group gap={6} wrap="wrap">
            <Text span size="sm" fw={500}>
              {t.statusChanged}
            </Text>
            {entry.from ? <StatusBadge status={entry.from} size="sm" /> : null}
            {entry.from ? (
              <Text span size="sm" aria-hidden>
                →
              </Text>
            ) : null}
            <StatusBadge status={entry.to} size="sm" />
          </Group>
        ),
        details: entry.reason ? t.reason(entry.reason) : undefined,
      };
    case 'sent_back':
      return {
        title: t.sentBack,
        details: (
          <>
            {entry.reason ? <Text size="sm">{t.reason(entry.reason)}</Text> : null}
            {entry.documents.length > 0 ? (
              <Text size="sm">
                {t.asked}:{' '}
                {entry.documents
                  .map(
                    (document) =>
                      `${document.label} (${document.received ? t.received : t.waiting})`,
                  )
                  .join(', ')}
              </Text>
            ) : null}
          </>
        ),
      };
    case 'comment':
      return { title: t.comment, details: entry.text };
    case 'document_added':
      return {
        title: entry.result ? t.resultAdded : t.documentAdded(documentWord(entry.documentType)),
        details:
          audience === 'operator' ? (
            <FileLinks entry={entry} />
          ) : entry.replacedAt ? (
            t.replaced
          ) : undefined,
      };
    case 'documents_received':
      return { title: t.documentsReceived };
    case 'returned':
      return { title: t.returned };
    case 'payment':
      return {
        title: entry.reverses
          ? t.reversal(formatRupees(Math.abs(entry.amount)), entry.reverses)
          : t.payment(formatRupees(entry.amount), t.methods[entry.method]),
        details:
          entry.reverses && entry.reason ? t.reason(entry.reason) : t.receipt(entry.receiptNumber),
      };
    case 'assignment': {
      const words = { assigned: t.assigned, unassigned: t.unassigned, taken_over: t.takenOver };
      return { title: words[entry.change](entry.operator ?? t.anOperator) };
    }
    case 'note':
      return {
        title: (
          <Group gap={6} wrap="wrap">
            <Text span size="sm" fw={500}>
              {t.note}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              {t.operatorsOnly}
            </Badge>
          </Group>
        ),
        details: entry.text,
      };
    case 'identity_access': {
      const words = audience === 'citizen' ? t.citizenAccess : t.operatorAccess;
      const who = entry.by ?? t.someone;
      if (entry.subject === 'identity_numbers') return { title: words.numbers(who) };
      return { title: words[entry.action](who, documentWord(entry.documentType)) };
    }
  }
}

/** Operators open the file, and the one it replaced, from the timeline (a new tab). */
function FileLinks({ entry }: { entry: Extract<TimelineEntry, { type: 'document_added' }> }) {
  return (
    <Group gap="md" wrap="wrap">
      {entry.replacedAt ? <Text size="sm">{t.replaced}</Text> : null}
      <Anchor href={inlineUrl(entry.path)} target="_blank" rel="noopener" size="sm">
        {t.open}
      </Anchor>
      {entry.replaces ? (
        <Anchor href={inlineUrl(entry.replaces.path)} target="_blank" rel="noopener" size="sm">
          {t.openEarlier}
        </Anchor>
      ) : null}
    </Group>
  );
}

function EntryItem({ entry, audience }: { entry: TimelineEntry; audience: TimelineAudience }) {
  const { title, details } = entryText(entry, audience);
  // The opener's name is in the sentence already.
  const by = entry.type !== 'identity_access' && entry.by ? ` · ${t.by(entry.by)}` : '';
  return (
    <li data-testid="timeline-entry" data-type={entry.type}>
      <Stack gap={2}>
        {typeof title === 'string' ? (
          <Text size="sm" fw={500}>
            {title}
          </Text>
        ) : (
          title
        )}
        {details === undefined ? null : typeof details === 'string' ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {details}
          </Text>
        ) : (
          details
        )}
        <Text size="xs" c="dimmed">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          {by}
        </Text>
      </Stack>
    </li>
  );
}

/** Never on a citizen's page, whatever an answer carries (the server leaves them out too). */
const operatorsOnly = new Set<TimelineEntry['type']>(['note', 'assignment']);

export function ApplicationTimeline({
  entries: given,
  audience,
}: {
  entries: readonly TimelineEntry[];
  audience: TimelineAudience;
}) {
  const entries =
    audience === 'citizen' ? given.filter((entry) => !operatorsOnly.has(entry.type)) : given;
  return (
    <Card withBorder padding="md" component="section" aria-label={t.title} data-testid="timeline">
      <Title order={3} fz="md" mb={audience === 'citizen' ? 2 : 'sm'}>
        {t.title}
      </Title>
      {audience === 'citizen' ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t.citizenHint}
        </Text>
      ) : null}
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} audience={audience} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
