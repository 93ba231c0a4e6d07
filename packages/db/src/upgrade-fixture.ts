import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test support: a copy of the committed migrations cut before one of them, as an older portal had them. */
const migrations = fileURLToPath(new URL('../migrations', import.meta.url));

export function upgradeFixture() {
  const dirs: string[] = [];
  return {
    /** The migrations folder without `tag` and what came after it. */
    migrationsBefore(tag: string): string {
      const dir = mkdtempSync(join(tmpdir(), 'seva-upgrade-'));
      dirs.push(dir);
      const folder = join(dir, 'migrations');
      cpSync(migrations, folder, { recursive: true });
      const journalFile = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
      const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag.startsWith(tag));
      if (at <= 0) throw new Error(`no migration ${tag} after the first`);
      journal.entries = journal.entries.slice(0, at);
      writeFileSync(journalFile, JSON.stringify(journal));
      return folder;
    },
    cleanUp(): void {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
