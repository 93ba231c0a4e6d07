/**
 * The server build of the app (`vite build --ssr`, scripts/build.mjs): the public pages the build
 * prerenders (scripts/prerender.mjs) and the signed-in deep link the API server draws at request
 * time (apps/api/src/web.ts, docs/decisions/077).
 */
export { pages, render } from './features/public/prerender.tsx';
export { renderApplicationPage } from './lib/server-render.tsx';
