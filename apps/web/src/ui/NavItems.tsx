import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { dashboardPathFor, useSession } from '../lib/session.ts';
import { useLogout } from '../lib/use-logout.ts';
import { m } from '../messages/index.ts';

/** The links of the public navigation bar, as a row (wide) or a column (drawer). */
export function NavItems({ vertical, onNavigate }: { vertical: boolean; onNavigate?: () => void }) {
  const { user } = useSession();
  const { logout, isPending } = useLogout();
  const common = { variant: 'subtle', justify: vertical ? 'flex-start' : 'center' } as const;
  return (
    <>
      <Button {...common} component={Link} to="/" onClick={onNavigate}>
        {m.nav.home}
      </Button>
      <Button {...common} component={Link} to="/services" onClick={onNavigate}>
        {m.nav.services}
      </Button>
      {user ? (
        <>
          <Button
            {...common}
            component={Link}
            to={dashboardPathFor(user.role)}
            onClick={onNavigate}
          >
            {m.nav.dashboard}
          </Button>
          <Button
            variant="default"
            justify={common.justify}
            loading={isPending}
            onClick={() => {
              onNavigate?.();
              logout();
            }}
          >
            {m.nav.logout}
          </Button>
        </>
      ) : (
        <Button component={Link} to="/login" justify={common.justify} onClick={onNavigate}>
          {m.nav.loginSignup}
        </Button>
      )}
    </>
  );
}
