import { formatDateTime } from '../../lib/dates.ts';
import { mcn } from '../../messages/consent.ts';

const t = mcn.retention;

/**
 * What a detail page says about retention (docs/decisions/061): when the identity documents and
 * numbers of a closed application will be deleted, or that they were; nothing while it is open.
 */
export function retentionRows(
  retention: { purgeAt: string | null; purgedAt: string | null },
  audience: 'citizen' | 'operator',
) {
  const text = retention.purgedAt
    ? (audience === 'citizen' ? t.purgedAt : t.operatorPurgedAt)(
        formatDateTime(retention.purgedAt) ?? '',
      )
    : retention.purgeAt
      ? (audience === 'citizen' ? t.purgeAt : t.operatorPurgeAt)(
          formatDateTime(retention.purgeAt) ?? '',
        )
      : null;
  return text
    ? [{ key: 'retention', label: t.label, value: text, testId: 'detail-retention' }]
    : [];
}
