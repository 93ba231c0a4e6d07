import type { Db } from '../client.ts';
import {
  ordersAfter,
  ordersLeftPlain,
  ordersSealedOtherwise,
  pruneOrderHashes,
  sealOrderNumbers,
} from './orders.sqlite.ts';
import type { OrdersMaintenanceRepository } from './orders-maintenance.ts';

// Composed from the orders repository's SQLite parts; one server process per SQLite file, so
// each batch needs no lock beyond its write transaction (IMMEDIATE, as `openDatabase` begins
// them), inside which its rows are read.
export function createSqliteOrdersMaintenanceRepository(db: Db): OrdersMaintenanceRepository {
  return {
    async sealLeftPlain({ limit, seal }) {
      return db.transaction((tx) => {
        const rows = ordersLeftPlain(tx, limit);
        for (const row of rows) sealOrderNumbers(tx, row.id, seal(row));
        return rows.length;
      });
    },

    async resealOtherKeys({ limit, currentPrefix, seal }) {
      return db.transaction((tx) => {
        const rows = ordersSealedOtherwise(tx, currentPrefix, limit);
        for (const row of rows) sealOrderNumbers(tx, row.id, seal(row));
        return rows.length;
      });
    },

    async pruneHashes({ afterId, limit, keep }) {
      return db.transaction((tx) => {
        const rows = ordersAfter(tx, afterId, limit);
        let removed = 0;
        for (const row of rows) removed += pruneOrderHashes(tx, row.id, keep(row));
        return { lastId: rows.at(-1)?.id ?? null, removed };
      });
    },
  };
}
