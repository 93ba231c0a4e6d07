import { randomBytes } from 'node:crypto';
import type { DataKey, Keyring } from '../lib/keyring.ts';

/** A keyring held in memory, its newest key current, for tests of what it seals. */
export function testKeyring(count = 1): Keyring & { keys: DataKey[] } {
  const keys = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    key: randomBytes(32),
  }));
  return {
    keys,
    current: keys[keys.length - 1] as DataKey,
    byId: (id) => keys.find((key) => key.id === id),
    ids: () => keys.map((key) => key.id),
    source: 'test',
  };
}
