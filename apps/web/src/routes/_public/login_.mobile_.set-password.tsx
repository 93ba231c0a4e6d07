import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../../features/auth/AuthCard.tsx';
import { SmsPasswordForm } from '../../features/auth/SmsPasswordForm.tsx';
import { mml } from '../../messages/mobile-login.ts';

/**
 * A password set (or reset) with an SMS code, for a citizen made at the counter with only a
 * mobile number (docs/product.md 23 and 38). After it, /login/mobile opens on the password.
 */
export const Route = createFileRoute('/_public/login_/mobile_/set-password')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string; mobile?: string } => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(typeof search.mobile === 'string' && search.mobile ? { mobile: search.mobile } : {}),
  }),
  component: SmsPasswordPage,
});

function SmsPasswordPage() {
  const { redirect, mobile } = Route.useSearch();
  return (
    <AuthCard title={mml.setPassword.title} subtitle={mml.setPassword.subtitle}>
      <SmsPasswordForm redirect={redirect} mobile={mobile} />
    </AuthCard>
  );
}
