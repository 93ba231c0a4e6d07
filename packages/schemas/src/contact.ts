import { z } from 'zod';
import { emailField, requiredText } from './fields.ts';
import { bilingual } from './texts.ts';

/** The home page's contact form stored for the admins' Inbox (docs/product.md, Contact and Inbox). */
export const contactInput = z.object({
  name: requiredText('Name is required', 100),
  email: emailField,
  message: requiredText('Message is required', 2000),
});
export type ContactInput = z.infer<typeof contactInput>;

export const CONTACT_MESSAGE_MAX = 2000;

export const contactMessages = bilingual({
  sent: 'Message Sent Successfully!',
  tooMany: 'Too many messages. Please try again later.',
  notFound: 'Message not found',
} as const);

export const inboxInput = z.object({
  handled: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type InboxInput = z.infer<typeof inboxInput>;

export const setHandledInput = z.object({
  id: z.string().min(1).max(64),
  handled: z.boolean(),
});

/** A stored contact message as the admin Inbox receives it. Shown as text, never as HTML. */
export interface ContactMessageView {
  _id: string;
  name: string;
  email: string;
  message: string;
  handled: boolean;
  handledAt: string | null;
  handledBy: { _id: string; name: string } | null;
  createdAt: string;
}
