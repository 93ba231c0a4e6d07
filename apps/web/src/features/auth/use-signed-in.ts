import type { SessionUser } from '@seva/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { LANGUAGE } from '../../lib/language.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { landingPathFor } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { mac } from '../../messages/account-screens.ts';
import { toastSuccess } from '../../ui/toasts.tsx';
import { useLater } from './use-later.ts';

/** The pause after 'Login Successful' before the dashboard opens. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/**
 * What every login does once the server has said yes (by e-mail and password, by mobile number
 * and password, or by an SMS code): the session is the new user's, the account's language opens,
 * and the page the user asked for (or their dashboard) follows. `leaving` is true from then on.
 */
export function useSignedIn(redirect: string | undefined) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const later = useLater();
  const [leaving, setLeaving] = useState(false);

  const signedIn = useCallback(
    (user: SessionUser) => {
      // A new user on this browser: forget everything cached for the previous one.
      queryClient.removeQueries();
      queryClient.setQueryData(trpc.auth.me.queryKey(), { user });
      toastSuccess(mac.login.success);
      setLeaving(true);
      const target = safeRedirect(redirect);
      if (user.language && user.language !== LANGUAGE) {
        // Each build speaks one language (docs/decisions/053) and login has set the `lang`
        // cookie from the account, so a full page load opens the account's language.
        const path = target ?? landingPathFor(user.role);
        later(() => window.location.assign(path), target ? 0 : LOGIN_REDIRECT_DELAY_MS);
      } else if (target) {
        router.history.push(target);
      } else {
        later(() => void navigate({ to: landingPathFor(user.role) }), LOGIN_REDIRECT_DELAY_MS);
      }
    },
    [queryClient, router, navigate, later, redirect],
  );

  return { signedIn, leaving };
}
