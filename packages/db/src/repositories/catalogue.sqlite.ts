import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  type PortalSettings,
  portalSettings,
  products,
  rtpsBlocks,
  rtpsRegistrationTypes,
  serviceFees,
  settingChanges,
} from '../schema.ts';
import type { CatalogueRepository, RtpsCode } from './catalogue.ts';

/**
 * The portal's single settings row, read inside the caller's SQLite transaction. For the
 * features not yet on repositories that read a setting inside their own synchronous
 * transaction (due dates' holidays, fees' centre, uploads' quota, consent's retention):
 * docs/decisions/078-repositories.md. The catalogue repository reads the row through it too.
 */
export function readPortalSettings(tx: Pick<Db, 'select'>): PortalSettings | null {
  return tx.select().from(portalSettings).where(eq(portalSettings.id, 1)).get() ?? null;
}

export function createSqliteCatalogueRepository(db: Db): CatalogueRepository {
  const codes = (table: typeof rtpsBlocks | typeof rtpsRegistrationTypes, activeOnly: boolean) =>
    db
      .select()
      .from(table)
      .where(activeOnly ? eq(table.active, true) : undefined)
      .orderBy(asc(table.sortOrder), asc(table.code))
      .all();
  const excluded = (excluding: readonly string[]) =>
    excluding.length > 0 ? notInArray(products.slug, [...excluding]) : undefined;

  return {
    async applicationServices() {
      return db
        .select({ product: products, fee: serviceFees })
        .from(products)
        .innerJoin(serviceFees, eq(serviceFees.serviceType, products.serviceType))
        .where(and(eq(products.kind, 'application'), eq(products.active, true)))
        .orderBy(asc(products.sortOrder), asc(products.slug))
        .all();
    },

    async productsOnSale(excluding) {
      return db
        .select()
        .from(products)
        .where(and(eq(products.kind, 'product'), eq(products.active, true), excluded(excluding)))
        .orderBy(asc(products.sortOrder), asc(products.slug))
        .all();
    },

    async allProducts(excluding) {
      return db
        .select({ product: products, fee: serviceFees })
        .from(products)
        .leftJoin(serviceFees, eq(serviceFees.serviceType, products.serviceType))
        .where(excluded(excluding))
        .orderBy(asc(products.sortOrder), asc(products.slug))
        .all();
    },

    async rtpsCodes(which) {
      const activeOnly = which === 'active';
      return {
        blocks: codes(rtpsBlocks, activeOnly),
        registrationTypes: codes(rtpsRegistrationTypes, activeOnly),
      };
    },

    async settings() {
      return readPortalSettings(db);
    },

    async setStorageQuota(bytes, { by, at }) {
      db.update(portalSettings)
        .set({ storageQuotaBytes: bytes, updatedBy: by, updatedAt: at })
        .where(eq(portalSettings.id, 1))
        .run();
    },

    async setRetention(days, change) {
      // IMMEDIATE (openDatabase): the value read is the one this update replaces.
      return db.transaction((tx) => {
        const old = readPortalSettings(tx)?.retentionDays;
        if (old === undefined) return null;
        tx.update(portalSettings)
          .set({ retentionDays: days, updatedBy: change.by, updatedAt: change.at })
          .where(eq(portalSettings.id, 1))
          .run();
        if (old !== days) {
          tx.insert(settingChanges)
            .values({
              id: change.id,
              setting: 'retentionDays',
              oldValue: String(old),
              newValue: String(days),
              changedBy: change.by,
              changedAt: change.at,
            })
            .run();
        }
        return old;
      });
    },

    async setCentre(centre, { by, at }) {
      db.update(portalSettings)
        .set({ ...centre, updatedBy: by, updatedAt: at })
        .where(eq(portalSettings.id, 1))
        .run();
    },

    async updateProduct(slug, { price, ...changes }, at) {
      // One statement: an application keeps its price, whatever it is when the update runs.
      return (
        db
          .update(products)
          .set({
            ...changes,
            price: sql`case when ${products.kind} = 'application' then ${products.price} else ${price} end`,
            updatedAt: at,
          })
          .where(eq(products.slug, slug))
          .returning()
          .get() ?? null
      );
    },

    async saveRtpsCode(list, code) {
      const table = list === 'block' ? rtpsBlocks : rtpsRegistrationTypes;
      db.transaction((tx) => {
        const existing = tx.select().from(table).where(eq(table.code, code.code)).get();
        if (existing) {
          tx.update(table)
            .set({ name: code.name, nameHi: code.nameHi, active: code.active })
            .where(eq(table.code, code.code))
            .run();
          return;
        }
        const last = tx
          .select({ sortOrder: sql<number>`coalesce(max(${table.sortOrder}), 0)` })
          .from(table)
          .get();
        const row: RtpsCode = {
          code: code.code,
          name: code.name,
          nameHi: code.nameHi ?? null,
          active: code.active,
          sortOrder: (last?.sortOrder ?? 0) + 1,
        };
        tx.insert(table).values(row).run();
      });
    },

    async settingChanges(setting) {
      return db
        .select()
        .from(settingChanges)
        .where(eq(settingChanges.setting, setting))
        .orderBy(desc(settingChanges.changedAt), desc(settingChanges.id))
        .all();
    },
  };
}
