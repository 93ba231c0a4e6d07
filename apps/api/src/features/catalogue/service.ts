import { type Db, products, rtpsBlocks, rtpsRegistrationTypes, serviceFees } from '@seva/db';
import { retiredProducts } from '@seva/schemas/order-forms';
import { and, asc, eq, notInArray } from 'drizzle-orm';
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

const texts = {
  title: products.title,
  titleHi: products.titleHi,
  description: products.description,
  descriptionHi: products.descriptionHi,
  unit: products.unit,
  unitHi: products.unitHi,
};

/** The priced catalogue and the RTPS code lists, as every screen reads them (docs/product.md, Orders and the catalogue; Applications: RTPS). */
export function createCatalogueService(db: Db) {
  return {
    /** The four applications a citizen can buy, with today's prices. */
    applicationServices() {
      // An application's price is its fee: government fee plus service charge, with the
      // working days it promises (docs/product.md, Fees; docs/decisions/056).
      return db
        .select({
          slug: products.slug,
          serviceType: serviceFees.serviceType,
          governmentFee: serviceFees.governmentFee,
          serviceCharge: serviceFees.serviceCharge,
          days: serviceFees.workingDays,
          ...texts,
        })
        .from(products)
        .innerJoin(serviceFees, eq(serviceFees.serviceType, products.serviceType))
        .where(and(eq(products.kind, 'application'), eq(products.active, true)))
        .orderBy(asc(products.sortOrder))
        .all()
        .map((row) => ({
          ...localized(row),
          price: row.governmentFee + row.serviceCharge,
        }));
    },

    /** The counter products on sale now, in catalogue order. */
    products() {
      return db
        .select({ slug: products.slug, price: products.price, ...texts })
        .from(products)
        .where(
          and(
            eq(products.kind, 'product'),
            eq(products.active, true),
            notInArray(products.slug, retiredSlugs),
          ),
        )
        .orderBy(asc(products.sortOrder))
        .all()
        .map(localized);
    },

    rtpsOptions() {
      const named = (row: { code: string; name: string; nameHi: string | null }) => ({
        code: row.code,
        name: inLanguage(row.name, row.nameHi),
      });
      const blocks = db
        .select({ code: rtpsBlocks.code, name: rtpsBlocks.name, nameHi: rtpsBlocks.nameHi })
        .from(rtpsBlocks)
        .where(eq(rtpsBlocks.active, true))
        .orderBy(asc(rtpsBlocks.sortOrder))
        .all()
        .map(named);
      const registrationTypes = db
        .select({
          code: rtpsRegistrationTypes.code,
          name: rtpsRegistrationTypes.name,
          nameHi: rtpsRegistrationTypes.nameHi,
        })
        .from(rtpsRegistrationTypes)
        .where(eq(rtpsRegistrationTypes.active, true))
        .orderBy(asc(rtpsRegistrationTypes.sortOrder))
        .all()
        .map(named);
      return { blocks, registrationTypes };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
