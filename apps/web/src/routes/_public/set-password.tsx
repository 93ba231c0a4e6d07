import { Alert, Anchor, Stack } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AcceptInvitationForm } from '../../features/auth/AcceptInvitationForm.tsx';
import { AuthCard } from '../../features/auth/AuthCard.tsx';
import { mac } from '../../messages/account-screens.ts';

/**
 * /set-password#token=…: the link in a counter account's invitation. The token is in the
 * fragment, which browsers never send, so it reaches no server log and no Referer.
 */
export const Route = createFileRoute('/_public/set-password')({ component: SetPasswordPage });

function tokenInLink(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

function SetPasswordPage() {
  const [token] = useState(tokenInLink);
  return (
    <AuthCard title={mac.invitation.title} subtitle={mac.invitation.subtitle}>
      {token ? (
        <AcceptInvitationForm token={token} />
      ) : (
        <Stack gap="md">
          <Alert color="yellow" role="alert">
            {mac.invitation.missing}
          </Alert>
          <Anchor component={Link} to="/forgot-password" ta="center">
            {mac.forgot.title}
          </Anchor>
        </Stack>
      )}
    </AuthCard>
  );
}
