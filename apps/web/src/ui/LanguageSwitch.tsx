import { Button } from '@mantine/core';
import { useState } from 'react';
import { LANGUAGE, LANGUAGE_NAMES, rememberLanguage } from '../lib/language.ts';
import { queryClient, trpc, trpcClient } from '../lib/trpc.ts';
import type { Language } from '../messages/translation.ts';

/** A signed-in account keeps the choice (and the server sets the cookie for its other devices). */
async function saveToAccount(language: Language) {
  const session = queryClient.getQueryData(trpc.auth.me.queryKey());
  if (session?.user) await trpcClient.auth.setLanguage.mutate({ language });
}

/**
 * English ⇄ हिन्दी in one tap. The other language's build is a different page (each build holds
 * one language's texts only), so the switch remembers the choice and reloads: a cookie for this
 * browser and, when signed in, the account, so the choice follows the citizen to another device
 * (login sets the cookie from the account).
 */
export function LanguageSwitch() {
  const other: Language = LANGUAGE === 'hi' ? 'en' : 'hi';
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      size="compact-md"
      lang={other}
      loading={busy}
      data-testid="language-switch"
      onClick={async () => {
        setBusy(true);
        rememberLanguage(other);
        // The cookie alone still switches this browser if the account cannot be reached.
        await saveToAccount(other).catch(() => undefined);
        window.location.reload();
      }}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
