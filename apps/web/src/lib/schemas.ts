import { useEffect } from 'react';

/**
 * The shared Zod schemas (`@seva/schemas`), loaded after the first render.
 *
 * Zod's classic API is ~23 kB gzip and cannot be tree-shaken, which alone would break the
 * /login budget (160 kB). Forms render without it, start loading it at once, and validate with
 * it before anything is sent (see `submitWithSchemas`). Import only types from
 * '@seva/schemas' elsewhere in the web app, or zod returns to the entry chunk.
 */
export type Schemas = typeof import('@seva/schemas');

let loaded: Schemas | undefined;
let pending: Promise<Schemas | undefined> | undefined;

let translate = (message: string) => message;

/** The Hindi build loads the schemas with their Hindi (lib/schemas-hindi.ts); English drops it. */
async function importSchemas(): Promise<Schemas> {
  if (import.meta.env.VITE_LANGUAGE !== 'hi') return import('@seva/schemas');
  const hindi = await import('./schemas-hindi.ts');
  translate = hindi.translate;
  return hindi.schemas;
}

/**
 * A schema's text as this build shows it: in the Hindi build, once the schemas have loaded, the
 * English text's Hindi; as it is otherwise.
 */
export function shownText(message: string): string {
  return translate(message);
}

export function loadSchemas(): Promise<Schemas | undefined> {
  pending ??= importSchemas().then(
    (module) => {
      loaded = module;
      return module;
    },
    () => {
      // Offline or a failed chunk: try again next time; the server validates regardless.
      pending = undefined;
      return undefined;
    },
  );
  return pending;
}

export function loadedSchemas(): Schemas | undefined {
  return loaded;
}

/** Starts loading the schemas once the screen that needs them has rendered. */
export function usePreloadSchemas() {
  useEffect(() => {
    void loadSchemas();
  }, []);
}

/**
 * For forms on the public pages: the schemas load when the visitor first touches the form
 * (focus or pointer), not on mount, so a phone that only reads the page never evaluates Zod.
 * Spread on the <form>; the submit still waits for them (`submitWithSchemas`).
 */
export const loadSchemasOnFirstUse = {
  onFocus: () => void loadSchemas(),
  onPointerDown: () => void loadSchemas(),
} as const;
