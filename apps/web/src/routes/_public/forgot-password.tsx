import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard } from '../../features/auth/AuthCard.tsx';
import { RequestResetForm, ResetPasswordForm } from '../../features/auth/ForgotPasswordForm.tsx';
import { mac } from '../../messages/account-screens.ts';

/** Step 1 asks for the e-mail; with `?email=` the page shows step 2 (code + new password). */
export const Route = createFileRoute('/_public/forgot-password')({
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === 'string' && search.email ? { email: search.email } : {},
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { email } = Route.useSearch();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string>();

  if (!email) {
    return (
      <AuthCard title={mac.forgot.title} subtitle={mac.forgot.subtitle}>
        <RequestResetForm
          onSent={(sentTo, message) => {
            setNotice(message);
            void navigate({ to: '/forgot-password', search: { email: sentTo } });
          }}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={mac.forgot.resetTitle} subtitle={mac.forgot.resetSubtitle(email)}>
      <ResetPasswordForm key={email} email={email} notice={notice} />
    </AuthCard>
  );
}
