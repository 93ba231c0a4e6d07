import type { CatalogueRepository, User } from '@seva/db';
import {
  BYTES_PER_MB,
  consentMessages,
  feeSettingsMessages,
  type RtpsCodeInput,
  retiredProductPage,
  retiredProducts,
  STORAGE_QUOTA_DEFAULT_MB,
  storageQuotaMessages,
  type UpdateCentreInput,
  type UpdateProductInput,
  type UpdateRetentionInput,
  type UpdateStorageQuotaInput,
} from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';

export const settingsMessages = bilingual({
  productNotFound: 'Product not found',
  productUpdated: 'Product updated successfully',
  saved: 'Saved successfully',
} as const);

const retiredSlugs = Object.keys(retiredProducts);

/** The portal's reference data, edited by admins; every screen reads it from here. */
export function createCatalogueSettings(deps: {
  catalogue: CatalogueRepository;
  now?: () => number;
}) {
  const { catalogue } = deps;
  const now = deps.now ?? Date.now;
  return {
    async all() {
      const [products, { blocks, registrationTypes }, settings] = await Promise.all([
        // A retired product is not for sale and has nothing left to edit (docs/product.md, Orders and the catalogue).
        catalogue.allProducts(retiredSlugs),
        // Each with its Hindi name, shown to Hindi readers (docs/decisions/055).
        catalogue.rtpsCodes('all'),
        catalogue.settings(),
      ]);
      const storageQuotaBytes =
        settings?.storageQuotaBytes ?? STORAGE_QUOTA_DEFAULT_MB * BYTES_PER_MB;
      return {
        products: products.map(({ product, fee }) => ({
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
        blocks,
        registrationTypes,
        storageQuotaMb: Math.floor(storageQuotaBytes / BYTES_PER_MB),
      };
    },

    /** Each citizen's storage space (docs/product.md, Security and privacy: quotas); files already kept stay, even above it. */
    async updateStorageQuota(by: User, input: UpdateStorageQuotaInput) {
      await catalogue.setStorageQuota(input.storageQuotaMb * BYTES_PER_MB, {
        by: by.id,
        at: new Date(now()),
      });
      return { message: storageQuotaMessages.saved, storageQuotaMb: input.storageQuotaMb };
    },

    /**
     * How long identity documents are kept after an application closes
     * (docs/decisions/061-consent-and-retention.md); each change is kept with who and when.
     */
    async updateRetention(by: User, input: UpdateRetentionInput) {
      await catalogue.setRetention(input.retentionDays, {
        id: newId(),
        by: by.id,
        at: new Date(now()),
      });
      return { message: consentMessages.retentionSaved, retentionDays: input.retentionDays };
    },

    /** The centre's name, address, phone, GSTIN and holidays, as slips and receipts print them. */
    async updateCentre(by: User, input: UpdateCentreInput) {
      await catalogue.setCentre(
        {
          centreName: input.name,
          centreAddress: input.address,
          centrePhone: input.phone,
          gstin: input.gstin,
          holidays: input.holidays,
        },
        { by: by.id, at: new Date(now()) },
      );
      return { message: feeSettingsMessages.centreSaved };
    },

    async updateProduct(input: UpdateProductInput) {
      const { slug, ...changes } = input;
      if (retiredProductPage(slug))
        throw new AppError('NOT_FOUND', settingsMessages.productNotFound);
      // An application's price is its fee, set under Fees (docs/decisions/056): its texts and
      // availability change here, its price does not (the repository keeps it).
      const updated = await catalogue.updateProduct(slug, changes, new Date(now()));
      if (!updated) throw new AppError('NOT_FOUND', settingsMessages.productNotFound);
      return { message: settingsMessages.productUpdated };
    },

    /**
     * Adds an RTPS block or registration type, or renames/retires an existing one. A Hindi name
     * left out keeps the one it has; an empty one is removed (the English shows instead).
     */
    async saveRtpsCode(input: RtpsCodeInput) {
      await catalogue.saveRtpsCode(input.kind, {
        code: input.code,
        name: input.name,
        nameHi: input.nameHi,
        active: input.active,
      });
      return { message: settingsMessages.saved };
    },
  };
}

export type CatalogueSettings = ReturnType<typeof createCatalogueSettings>;
