interface ImportMetaEnv {
  /** Set by vite.config.ts from SEVA_LANGUAGE (scripts/build.mjs): the build's language. */
  readonly VITE_LANGUAGE?: 'en' | 'hi';
}
