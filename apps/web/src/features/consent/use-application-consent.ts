import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCounterFiling } from '../../lib/counter-filing.ts';
import { trpc } from '../../lib/trpc.ts';
import { mcn } from '../../messages/consent.ts';

/**
 * Consent before an application (docs/decisions/061): online it is asked until the citizen agreed
 * to this version of the notice; at the counter the operator always confirms the citizen was
 * told. The server decides either way; this spares a refused request.
 */
export function useApplicationConsent() {
  const counter = useCounterFiling();
  const notice = useQuery({
    ...trpc.consent.notice.queryOptions(),
    enabled: !counter,
    // Agreed with the last application: asked afresh each time the form opens.
    staleTime: 0,
  });
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  const needed = counter ? true : notice.data?.given?.application !== true;
  const required = counter ? mcn.counterRequired : mcn.applicationRequired;
  return {
    needed,
    agreeLabel: counter ? mcn.counterConfirm : mcn.agreeApplication,
    checkbox: {
      checked,
      error,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setChecked(event.currentTarget.checked);
        if (event.currentTarget.checked) setError(undefined);
      },
    },
    /** False, with the error shown and the box focused, when it is needed and not ticked. */
    check(): boolean {
      if (!needed || checked) return true;
      setError(required);
      document.querySelector<HTMLInputElement>('[data-testid="consent-checkbox"]')?.focus();
      return false;
    },
    /** What the request carries: `consent` once ticked (the text `true` in a multipart form). */
    given: needed && checked,
  };
}

export type ApplicationConsent = ReturnType<typeof useApplicationConsent>;
