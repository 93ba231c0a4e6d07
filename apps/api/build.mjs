// Bundles the server and the CLI into dist/ with esbuild. Workspace packages (TypeScript
// sources) are bundled in; every npm dependency stays external and loads from node_modules.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const dependencies = new Set(
  Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies),
);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
/** An import in a workspace package's source of an npm package this one does not depend on. */
const loadedByAnotherPackage = ({ path, importer }) =>
  !importer.startsWith(`${root}${sep}`) &&
  !path.startsWith('node:') &&
  !builtinModules.includes(path) &&
  !dependencies.has(packageOf(path));
rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: { main: join(root, 'src/main.ts'), cli: join(root, 'src/cli.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@seva/')) return undefined;
          if (!loadedByAnotherPackage(args)) return { path: args.path, external: true };
          // A dependency of a workspace package that this one lacks (pg, imported by
          // @seva/db/postgres only): node_modules beside dist/ does not hold it, so it is loaded
          // from where that package finds it, by a path relative to the bundle.
          const file = createRequire(args.importer).resolve(args.path);
          return { path: `./${relative(dist, file).split(sep).join('/')}`, external: true };
        });
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
