import type { CatalogueRepository, Product } from '@seva/db';
import { retiredProducts } from '@seva/schemas/order-forms';
import { currentLanguage } from '../../lib/language.ts';

/**
 * A text in the request's language: the Hindi column when Hindi is asked for and an operator has
 * filled it, else the English one (docs/product.md, Languages).
 */
function inLanguage(english: string, hindi: string | null): string {
  return currentLanguage() === 'hi' && hindi ? hindi : english;
}

type ProductRow = {
  title: string;
  titleHi: string | null;
  description: string;
  descriptionHi: string | null;
  unit: string;
  unitHi: string | null;
};

/** A product's texts in the request's language, without the per-language columns. */
function localized<T extends ProductRow>(row: T) {
  const { titleHi, descriptionHi, unitHi, ...rest } = row;
  return {
    ...rest,
    title: inLanguage(row.title, titleHi),
    description: inLanguage(row.description, descriptionHi),
    unit: inLanguage(row.unit, unitHi),
  };
}

/** Products no longer sold (docs/product.md, Orders and the catalogue), left out even if their row were switched on. */
const retiredSlugs = Object.keys(retiredProducts);

/** A product's texts, as the catalogue shows them. */
const texts = (product: Product): ProductRow => ({
  title: product.title,
  titleHi: product.titleHi,
  description: product.description,
  descriptionHi: product.descriptionHi,
  unit: product.unit,
  unitHi: product.unitHi,
});

/** The priced catalogue and the RTPS code lists, as every screen reads them (docs/product.md, Orders and the catalogue; Applications: RTPS). */
export function createCatalogueService(deps: { catalogue: CatalogueRepository }) {
  const { catalogue } = deps;
  return {
    /** The four applications a citizen can buy, with today's prices. */
    async applicationServices() {
      // An application's price is its fee: government fee plus service charge, with the
      // working days it promises (docs/product.md, Fees; docs/decisions/056).
      const found = await catalogue.applicationServices();
      return found.map(({ product, fee }) => ({
        ...localized({
          slug: product.slug,
          serviceType: fee.serviceType,
          governmentFee: fee.governmentFee,
          serviceCharge: fee.serviceCharge,
          days: fee.workingDays,
          ...texts(product),
        }),
        price: fee.governmentFee + fee.serviceCharge,
      }));
    },

    /** The counter products on sale now, in catalogue order. */
    async products() {
      const found = await catalogue.productsOnSale(retiredSlugs);
      return found.map((product) =>
        localized({ slug: product.slug, price: product.price, ...texts(product) }),
      );
    },

    async rtpsOptions() {
      const named = (row: { code: string; name: string; nameHi: string | null }) => ({
        code: row.code,
        name: inLanguage(row.name, row.nameHi),
      });
      const { blocks, registrationTypes } = await catalogue.rtpsCodes('active');
      return { blocks: blocks.map(named), registrationTypes: registrationTypes.map(named) };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
