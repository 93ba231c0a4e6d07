import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../../features/auth/AuthCard.tsx';
import { LoginForm } from '../../features/auth/LoginForm.tsx';
import { m } from '../../messages/index.ts';

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return (
    <AuthCard title={m.login.title} subtitle={m.login.subtitle}>
      <LoginForm redirect={redirect} />
    </AuthCard>
  );
}
