import type { NotificationKind } from '@seva/schemas';

/**
 * Notifications (docs/product.md 36–38): the Profile's channel switches and the operators'
 * outbox in Settings. Reached through `messages/notifications.ts` from lazy route code only.
 */
const notifications = {
  profile: {
    title: 'Notifications',
    text: 'How we tell you about your applications and orders.',
    email: 'E-mail me about my applications and orders',
    sms: 'Send me SMS about my applications and orders',
    noEmail: 'Your account has no e-mail address.',
    noMobile: 'Add a mobile number with Edit Profile to get SMS.',
    codes: 'Sign-in and password codes are always sent, whatever you choose here.',
    failed: 'Could not save your notification settings. Please try again.',
  },
  outbox: {
    title: 'Notifications',
    hint: 'E-mails and SMS that have not gone out yet. Each is tried again by itself; codes are never sent after they expire.',
    sms: 'SMS',
    transports: {
      none: 'Off (SMS_URL is not set)',
      log: 'Written to the server log',
      msg91: 'MSG91',
    },
    sent24h: 'Sent in the last 24 hours',
    sentByChannel: (email: number, sms: number) => `E-mail ${email} · SMS ${sms}`,
    waiting: 'Waiting',
    failed: 'Failed',
    table: 'Notifications not sent yet',
    kind: 'Notification',
    channel: 'Channel',
    recipient: 'To',
    status: 'Status',
    attempts: 'Attempts',
    nextAttempt: 'Next attempt',
    error: 'Error',
    channels: { email: 'E-mail', sms: 'SMS' },
    statuses: {
      waiting: 'Waiting',
      sending: 'Sending',
      sent: 'Sent',
      failed: 'Failed',
      expired: 'Expired',
    },
    none: '—',
    retry: 'Retry now',
    retryOf: (kind: string, recipient: string) => `Retry now: ${kind} to ${recipient}`,
    retryFailed: 'Could not retry it. Please try again.',
    refresh: 'Refresh',
    empty: 'Every notification has gone out',
    loading: 'Loading notifications...',
    loadFailed: 'Could not load the notifications.',
  },
  /** What each notification says, in words (docs/product.md 52). */
  kinds: {
    verify_code: 'Sign-up code',
    reset_code: 'Password reset code',
    sms_code: 'SMS code',
    invitation: 'Invitation to set a password',
    application_received: 'Application received',
    status_changed: 'Status changed',
    comment_added: 'New comment',
    sent_back: 'Documents needed',
    documents_received: 'Documents received',
    result_ready: 'Result ready',
    order_placed: 'Order placed',
    order_status: 'Order status changed',
    payment_received: 'Payment received',
  } satisfies Record<NotificationKind, string>,
} as const;

export default notifications;
