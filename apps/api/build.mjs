// Bundles the server and the CLI into dist/ with esbuild. Workspace packages (TypeScript
// sources) are bundled in; every npm dependency stays external and loads from node_modules.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: { main: join(root, 'src/main.ts'), cli: join(root, 'src/cli.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Shared code and what is imported on demand in chunks of their own: a server on SQLite never
  // loads the PostgreSQL driver (src/database.ts imports it only for a postgres:// URL). The
  // chunks sit beside main.js: code finds its files (common-passwords.txt, fonts/) relative to
  // its own module, so every chunk must be in dist/ itself.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@seva/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

cpSync(join(root, '../../packages/db/migrations'), join(dist, 'migrations'), { recursive: true });
// PostgreSQL's, for `pnpm cli migrate-to-postgres` (read beside the bundle, like the above).
cpSync(join(root, '../../packages/db/migrations-pg'), join(dist, 'migrations-pg'), {
  recursive: true,
});
// Read at run time beside the module that reads it (lib/passwords.ts), here the bundle.
cpSync(join(root, 'src/lib/common-passwords.txt'), join(dist, 'common-passwords.txt'));
// The fonts printed papers embed, read beside the module that uses them (lib/pdf.ts).
cpSync(join(root, 'src/lib/fonts'), join(dist, 'fonts'), { recursive: true });
console.log(
  'built apps/api/dist (main.js, cli.js, migrations/, migrations-pg/, common-passwords.txt, fonts/)',
);
