import type { BucketSpec, ContactRepository, RateLimitRepository } from '@seva/db';
import { type ContactInput, contactMessages as messages } from '@seva/schemas';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';

/**
 * Five messages at once per address, then one every two minutes (5 per 10 minutes): a whole
 * cafe shares one address, and nobody there needs to send more than that.
 */
export const contactLimit: BucketSpec = { capacity: 5, refillSeconds: 120 };

/** The home page's contact form (docs/product.md, Contact and Inbox): stored for the Inbox. The IP is not kept. */
export function createContactService(deps: {
  contact: ContactRepository;
  now?: () => number;
  /** The token buckets, in the database: every server process counts the same messages. */
  rateLimits: RateLimitRepository;
  limit?: BucketSpec;
}) {
  const { contact, rateLimits } = deps;
  const now = deps.now ?? Date.now;
  const limit = deps.limit ?? contactLimit;
  return {
    async send(ip: string, input: ContactInput) {
      const taken = await rateLimits.take(`contact:ip:${ip}`, limit, now());
      if (!taken.ok) {
        throw new AppError('RATE_LIMITED', messages.tooMany, undefined, taken.retryAfter);
      }
      await contact.receive({
        id: newId(),
        name: input.name,
        email: input.email,
        message: input.message,
        createdAt: new Date(now()),
      });
      return { message: messages.sent };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
