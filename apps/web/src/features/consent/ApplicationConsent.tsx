import { ConsentNotice } from './ConsentNotice.tsx';
import type { ApplicationConsent } from './use-application-consent.ts';

/** The notice and its box on an application form, while they are needed. */
export function ApplicationConsentField({ consent }: { consent: ApplicationConsent }) {
  if (!consent.needed) return null;
  return <ConsentNotice agreeLabel={consent.agreeLabel} checkbox={consent.checkbox} />;
}
