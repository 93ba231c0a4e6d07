import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../../features/auth/AuthCard.tsx';
import { MobileLoginForm } from '../../features/auth/MobileLoginForm.tsx';
import { mml } from '../../messages/mobile-login.ts';

export interface MobileLoginSearch {
  redirect?: string;
  /** Filled in when coming back from setting a password. */
  mobile?: string;
  /** `password`: open on the password rather than the SMS code. */
  method?: 'password';
}

/** docs/product.md 38: a citizen known by a mobile number logs in with an SMS code or a password. */
export const Route = createFileRoute('/_public/login_/mobile')({
  validateSearch: (search: Record<string, unknown>): MobileLoginSearch => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(typeof search.mobile === 'string' && search.mobile ? { mobile: search.mobile } : {}),
    ...(search.method === 'password' ? { method: 'password' as const } : {}),
  }),
  component: MobileLoginPage,
});

function MobileLoginPage() {
  const { redirect, mobile, method } = Route.useSearch();
  return (
    <AuthCard title={mml.login.title} subtitle={mml.login.subtitle}>
      <MobileLoginForm
        key={`${mobile ?? ''}-${method ?? ''}`}
        redirect={redirect}
        mobile={mobile}
        method={method}
      />
    </AuthCard>
  );
}
