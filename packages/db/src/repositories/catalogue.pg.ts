import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PgDb } from '../postgres.ts';
import {
  portalSettings,
  products,
  rtpsBlocks,
  rtpsRegistrationTypes,
  serviceFees,
  settingChanges,
} from '../schema.pg.ts';
import type { PortalSettings } from '../schema.ts';
import type { CatalogueRepository, RtpsCode } from './catalogue.ts';

/**
 * The portal's single settings row, read inside the caller's PostgreSQL transaction;
 * `forUpdate` locks it until that transaction ends, so a read-then-write unit sees the value
 * it replaces.
 */
export async function readPortalSettings(
  tx: Pick<PgDb, 'select'>,
  options: { forUpdate?: boolean } = {},
): Promise<PortalSettings | null> {
  const query = tx.select().from(portalSettings).where(eq(portalSettings.id, 1));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** Ties in catalogue order go by slug or code compared as bytes, as SQLite compares them. */
const bytewise = (column: AnyPgColumn) => sql`${column} collate "C"`;

export function createPgCatalogueRepository(db: PgDb): CatalogueRepository {
  const codes = (table: typeof rtpsBlocks | typeof rtpsRegistrationTypes, activeOnly: boolean) =>
    db
      .select()
      .from(table)
      .where(activeOnly ? eq(table.active, true) : undefined)
      .orderBy(asc(table.sortOrder), bytewise(table.code));
  const excluded = (excluding: readonly string[]) =>
    excluding.length > 0 ? notInArray(products.slug, [...excluding]) : undefined;

  return {
    applicationServices() {
      return db
        .select({ product: products, fee: serviceFees })
        .from(products)
        .innerJoin(serviceFees, eq(serviceFees.serviceType, products.serviceType))
        .where(and(eq(products.kind, 'application'), eq(products.active, true)))
        .orderBy(asc(products.sortOrder), bytewise(products.slug));
    },

    productsOnSale(excluding) {
      return db
        .select()
        .from(products)
        .where(and(eq(products.kind, 'product'), eq(products.active, true), excluded(excluding)))
        .orderBy(asc(products.sortOrder), bytewise(products.slug));
    },

    allProducts(excluding) {
      return db
        .select({ product: products, fee: serviceFees })
        .from(products)
        .leftJoin(serviceFees, eq(serviceFees.serviceType, products.serviceType))
        .where(excluded(excluding))
        .orderBy(asc(products.sortOrder), bytewise(products.slug));
    },

    async rtpsCodes(which) {
      const activeOnly = which === 'active';
      const [blocks, registrationTypes] = await Promise.all([
        codes(rtpsBlocks, activeOnly),
        codes(rtpsRegistrationTypes, activeOnly),
      ]);
      return { blocks, registrationTypes };
    },

    settings() {
      return readPortalSettings(db);
    },

    async setStorageQuota(bytes, { by, at }) {
      await db
        .update(portalSettings)
        .set({ storageQuotaBytes: bytes, updatedBy: by, updatedAt: at })
        .where(eq(portalSettings.id, 1));
    },

    setRetention(days, change) {
      return db.transaction(async (tx) => {
        // The row stays locked until the change is recorded: concurrent changes queue, and
        // each records the value it replaced.
        const old = (await readPortalSettings(tx, { forUpdate: true }))?.retentionDays;
        if (old === undefined) return null;
        await tx
          .update(portalSettings)
          .set({ retentionDays: days, updatedBy: change.by, updatedAt: change.at })
          .where(eq(portalSettings.id, 1));
        if (old !== days) {
          await tx.insert(settingChanges).values({
            id: change.id,
            setting: 'retentionDays',
            oldValue: String(old),
            newValue: String(days),
            changedBy: change.by,
            changedAt: change.at,
          });
        }
        return old;
      });
    },

    async setCentre(centre, { by, at }) {
      await db
        .update(portalSettings)
        .set({ ...centre, updatedBy: by, updatedAt: at })
        .where(eq(portalSettings.id, 1));
    },

    async updateProduct(slug, { price, ...changes }, at) {
      // One statement: an application keeps its price, whatever it is when the update runs.
      const [updated] = await db
        .update(products)
        .set({
          ...changes,
          price: sql`case when ${products.kind} = 'application' then ${products.price} else ${price}::integer end`,
          updatedAt: at,
        })
        .where(eq(products.slug, slug))
        .returning();
      return updated ?? null;
    },

    async saveRtpsCode(list, code) {
      const table = list === 'block' ? rtpsBlocks : rtpsRegistrationTypes;
      await db.transaction(async (tx) => {
        // Adding writers wait for each other (readers do not), so two new codes never take
        // the same place at the end of the list.
        await tx.execute(sql`lock table ${table} in share row exclusive mode`);
        const [existing] = await tx.select().from(table).where(eq(table.code, code.code));
        if (existing) {
          await tx
            .update(table)
            .set({ name: code.name, nameHi: code.nameHi, active: code.active })
            .where(eq(table.code, code.code));
          return;
        }
        const [last] = await tx
          .select({ sortOrder: sql<number>`coalesce(max(${table.sortOrder}), 0)::integer` })
          .from(table);
        const row: RtpsCode = {
          code: code.code,
          name: code.name,
          nameHi: code.nameHi ?? null,
          active: code.active,
          sortOrder: (last?.sortOrder ?? 0) + 1,
        };
        await tx.insert(table).values(row);
      });
    },

    settingChanges(setting) {
      return db
        .select()
        .from(settingChanges)
        .where(eq(settingChanges.setting, setting))
        .orderBy(desc(settingChanges.changedAt), desc(settingChanges.id));
    },
  };
}
