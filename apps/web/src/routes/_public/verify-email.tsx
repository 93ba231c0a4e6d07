import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../../features/auth/AuthCard.tsx';
import { VerifyEmailForm } from '../../features/auth/VerifyEmailForm.tsx';
import { mac } from '../../messages/account-screens.ts';

export const Route = createFileRoute('/_public/verify-email')({
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === 'string' && search.email ? { email: search.email } : {},
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { email } = Route.useSearch();
  return (
    <AuthCard
      title={mac.verify.title}
      subtitle={email ? mac.verify.sentTo(email) : mac.verify.noEmail}
    >
      <VerifyEmailForm key={email ?? ''} email={email} />
    </AuthCard>
  );
}
