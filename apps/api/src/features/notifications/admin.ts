import { type OutboxOverview, outboxMessages } from '@seva/schemas';
import { AppError } from '../../errors.ts';
import type { Outbox } from './outbox.ts';

/**
 * The outbox in the operators' Settings (issue 17 item 4): counts, what has not gone out and
 * why, and 'Retry now'. The view never carries a message, a code or a full recipient.
 */
export function createOutboxAdmin(outbox: Pick<Outbox, 'overview' | 'retry'>) {
  return {
    overview(): Promise<OutboxOverview> {
      return outbox.overview();
    },
    async retry(id: string): Promise<{ message: string; outbox: OutboxOverview }> {
      const result = await outbox.retry(id);
      if (result === 'not_found') throw new AppError('NOT_FOUND', outboxMessages.notFound);
      if (result === 'not_retryable') {
        throw new AppError('CONFLICT', outboxMessages.notRetryable);
      }
      return { message: outboxMessages.retrying, outbox: await outbox.overview() };
    },
  };
}
