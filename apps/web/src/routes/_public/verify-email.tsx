import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../../features/auth/AuthCard.tsx';
import { VerifyEmailForm } from '../../features/auth/VerifyEmailForm.tsx';
import { m } from '../../messages/index.ts';

export const Route = createFileRoute('/_public/verify-email')({
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === 'string' && search.email ? { email: search.email } : {},
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { email } = Route.useSearch();
  return (
    <AuthCard title={m.verify.title} subtitle={email ? m.verify.sentTo(email) : m.verify.noEmail}>
      <VerifyEmailForm key={email ?? ''} email={email} />
    </AuthCard>
  );
}
