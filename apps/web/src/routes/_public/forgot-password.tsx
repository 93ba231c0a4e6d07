import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard } from '../../features/auth/AuthCard.tsx';
import { RequestResetForm, ResetPasswordForm } from '../../features/auth/ForgotPasswordForm.tsx';
import { m } from '../../messages/index.ts';

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
      <AuthCard title={m.forgot.title} subtitle={m.forgot.subtitle}>
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
    <AuthCard title={m.forgot.resetTitle} subtitle={m.forgot.resetSubtitle(email)}>
      <ResetPasswordForm key={email} email={email} notice={notice} />
    </AuthCard>
  );
}
