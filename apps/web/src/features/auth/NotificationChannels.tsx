import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import type { NotificationChannelsInput, SessionUser } from '@seva/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { mn } from '../../messages/notifications.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';

const t = mn.profile;

/** Both channels are on for an account that has them until its owner turns one off. */
const ALL_ON: NotificationChannelsInput = { email: true, sms: true };

/**
 * The Profile's 'Notifications' (docs/product.md 38): e-mail and SMS about applications and
 * orders, each turned off or on by its switch and saved at once. A channel the account has no
 * address for is shown off and cannot be turned on. Codes are sent whatever is chosen.
 */
export function NotificationChannels({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const [saved, setSaved] = useState<string>();
  /** The server's answer to the last change, until the session's user catches up with it. */
  const [latest, setLatest] = useState<NotificationChannelsInput>();
  const save = useMutation(
    trpc.auth.setNotificationChannels.mutationOptions({
      onSuccess: ({ message, notifications }) => {
        queryClient.setQueryData(trpc.auth.me.queryKey(), (current) =>
          current?.user ? { user: { ...current.user, notifications } } : current,
        );
        setLatest(notifications);
        setSaved(message);
        toastSuccess(message);
      },
      onError: (error) => toastError(messageOf(error, t.failed)),
    }),
  );
  const stored = latest ?? user.notifications ?? ALL_ON;
  // While a change is on its way the switches show it (a second change builds on it); a refusal
  // puts them back. They are never disabled meanwhile, which would throw the keyboard's focus.
  const shown = save.isPending && save.variables ? save.variables : stored;
  const hasEmail = Boolean(user.email);
  const hasMobile = Boolean(user.mobile);
  const change = (channel: keyof NotificationChannelsInput, on: boolean) => {
    setSaved(undefined);
    save.mutate({ ...shown, [channel]: on });
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {t.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t.text}
          </Text>
        </div>
        <Switch
          label={t.email}
          description={hasEmail ? undefined : t.noEmail}
          checked={hasEmail && shown.email}
          disabled={!hasEmail}
          onChange={(event) => change('email', event.currentTarget.checked)}
          data-testid="notify-email"
        />
        <Switch
          label={t.sms}
          description={hasMobile ? undefined : t.noMobile}
          checked={hasMobile && shown.sms}
          disabled={!hasMobile}
          onChange={(event) => change('sms', event.currentTarget.checked)}
          data-testid="notify-sms"
        />
        <Stack gap={4}>
          {/* The toast announces it; this line keeps it in view on a phone. */}
          {saved ? (
            <Text size="sm" fw={500} data-testid="notify-saved">
              {saved}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {t.codes}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
