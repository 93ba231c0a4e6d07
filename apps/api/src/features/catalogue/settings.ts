import {
  type Db,
  portalSettings,
  products,
  rtpsBlocks,
  rtpsRegistrationTypes,
  serviceFees,
  type User,
} from '@seva/db';
import {
  BYTES_PER_MB,
  consentMessages,
  feeSettingsMessages,
  type RtpsCodeInput,
  retiredProductPage,
  retiredProducts,
  storageQuotaMessages,
  type UpdateCentreInput,
  type UpdateProductInput,
  type UpdateRetentionInput,
  type UpdateStorageQuotaInput,
} from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
import { asc, eq, notInArray } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { recordSettingChange } from './setting-changes.ts';

export const settingsMessages = bilingual({
  productNotFound: 'Product not found',
  productUpdated: 'Product updated successfully',
  saved: 'Saved successfully',
} as const);

const retiredSlugs = Object.keys(retiredProducts);

/** An RTPS code list's columns as the operators' Settings edits them. */
const codeColumns = (table: typeof rtpsBlocks | typeof rtpsRegistrationTypes) => ({
  code: table.code,
  name: table.name,
  nameHi: table.nameHi,
  active: table.active,
  sortOrder: table.sortOrder,
});

/** The portal's reference data, edited by admins; every screen reads it from here. */
export function createCatalogueSettings(deps: {
  db: Db;
  /** Each citizen's storage space in bytes, as uploads see it. */
  storageQuotaBytes: () => number;
  now?: () => number;
}) {
  const { db, storageQuotaBytes } = deps;
  const now = deps.now ?? Date.now;
  return {
    all() {
      return {
        products: db
          .select({ product: products, fee: serviceFees })
          .from(products)
          .leftJoin(serviceFees, eq(serviceFees.serviceType, products.serviceType))
          // A retired product is not for sale and has nothing left to edit (docs/product.md, Orders and the catalogue).
          .where(notInArray(products.slug, retiredSlugs))
          .orderBy(asc(products.sortOrder))
          .all()
          .map(({ product, fee }) => ({
            slug: product.slug,
            kind: product.kind,
            serviceType: product.serviceType,
            title: product.title,
            description: product.description,
            // An application's price is its fee (docs/decisions/056).
            price:
              product.kind === 'application' && fee
                ? fee.governmentFee + fee.serviceCharge
                : product.price,
            unit: product.unit,
            titleHi: product.titleHi,
            descriptionHi: product.descriptionHi,
            unitHi: product.unitHi,
            active: product.active,
            updatedAt: product.updatedAt.toISOString(),
          })),
        // Each with its Hindi name, shown to Hindi readers (docs/decisions/055).
        blocks: db
          .select(codeColumns(rtpsBlocks))
          .from(rtpsBlocks)
          .orderBy(asc(rtpsBlocks.sortOrder))
          .all(),
        registrationTypes: db
          .select(codeColumns(rtpsRegistrationTypes))
          .from(rtpsRegistrationTypes)
          .orderBy(asc(rtpsRegistrationTypes.sortOrder))
          .all(),
        storageQuotaMb: Math.floor(storageQuotaBytes() / BYTES_PER_MB),
      };
    },

    /** Each citizen's storage space (docs/product.md, Security and privacy: quotas); files already kept stay, even above it. */
    updateStorageQuota(by: User, input: UpdateStorageQuotaInput) {
      db.update(portalSettings)
        .set({
          storageQuotaBytes: input.storageQuotaMb * BYTES_PER_MB,
          updatedBy: by.id,
          updatedAt: new Date(now()),
        })
        .where(eq(portalSettings.id, 1))
        .run();
      return { message: storageQuotaMessages.saved, storageQuotaMb: input.storageQuotaMb };
    },

    /**
     * How long identity documents are kept after an application closes
     * (docs/decisions/061-consent-and-retention.md); each change is kept with who and when.
     */
    updateRetention(by: User, input: UpdateRetentionInput) {
      const at = new Date(now());
      db.transaction((tx) => {
        const old =
          tx
            .select({ days: portalSettings.retentionDays })
            .from(portalSettings)
            .where(eq(portalSettings.id, 1))
            .get()?.days ?? input.retentionDays;
        tx.update(portalSettings)
          .set({ retentionDays: input.retentionDays, updatedBy: by.id, updatedAt: at })
          .where(eq(portalSettings.id, 1))
          .run();
        if (old !== input.retentionDays) {
          recordSettingChange(tx, {
            setting: 'retentionDays',
            oldValue: String(old),
            newValue: String(input.retentionDays),
            by: by.id,
            at,
          });
        }
      });
      return { message: consentMessages.retentionSaved, retentionDays: input.retentionDays };
    },

    /** The centre's name, address, phone, GSTIN and holidays, as slips and receipts print them. */
    updateCentre(by: User, input: UpdateCentreInput) {
      db.update(portalSettings)
        .set({
          centreName: input.name,
          centreAddress: input.address,
          centrePhone: input.phone,
          gstin: input.gstin,
          holidays: input.holidays,
          updatedBy: by.id,
          updatedAt: new Date(now()),
        })
        .where(eq(portalSettings.id, 1))
        .run();
      return { message: feeSettingsMessages.centreSaved };
    },

    updateProduct(input: UpdateProductInput) {
      const { slug, price, ...changes } = input;
      const existing = db.select().from(products).where(eq(products.slug, slug)).get();
      if (!existing || retiredProductPage(slug))
        throw new AppError('NOT_FOUND', settingsMessages.productNotFound);
      // An application's price is its fee, set under Fees (docs/decisions/056): its texts and
      // availability change here, its price does not.
      const updated = db
        .update(products)
        .set({
          ...changes,
          ...(existing.kind === 'application' ? {} : { price }),
          updatedAt: new Date(now()),
        })
        .where(eq(products.slug, slug))
        .returning()
        .get();
      if (!updated) throw new AppError('NOT_FOUND', settingsMessages.productNotFound);
      return { message: settingsMessages.productUpdated };
    },

    /**
     * Adds an RTPS block or registration type, or renames/retires an existing one. A Hindi name
     * left out keeps the one it has; an empty one is removed (the English shows instead).
     */
    saveRtpsCode(input: RtpsCodeInput) {
      const table = input.kind === 'block' ? rtpsBlocks : rtpsRegistrationTypes;
      const existing = db.select().from(table).where(eq(table.code, input.code)).get();
      if (existing) {
        db.update(table)
          .set({ name: input.name, nameHi: input.nameHi, active: input.active })
          .where(eq(table.code, input.code))
          .run();
      } else {
        const last = db
          .select({ sortOrder: table.sortOrder })
          .from(table)
          .orderBy(asc(table.sortOrder))
          .all()
          .at(-1);
        db.insert(table)
          .values({
            code: input.code,
            name: input.name,
            nameHi: input.nameHi ?? null,
            active: input.active,
            sortOrder: (last?.sortOrder ?? 0) + 1,
          })
          .run();
      }
      return { message: settingsMessages.saved };
    },
  };
}

export type CatalogueSettings = ReturnType<typeof createCatalogueSettings>;
