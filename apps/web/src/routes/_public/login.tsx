import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../../features/auth/AuthCard.tsx';
import { LoginForm } from '../../features/auth/LoginForm.tsx';
import { mac } from '../../messages/account-screens.ts';

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return (
    <AuthCard title={mac.login.title} subtitle={mac.login.subtitle}>
      <LoginForm redirect={redirect} />
    </AuthCard>
  );
}
