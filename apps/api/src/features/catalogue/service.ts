import { type Db, products, rtpsBlocks, rtpsRegistrationTypes } from '@seva/db';
import { and, asc, eq } from 'drizzle-orm';

/** The priced catalogue and the RTPS code lists, as every screen reads them (PRODUCT 1, 3). */
export function createCatalogueService(db: Db) {
  return {
    /** The four applications a citizen can buy, with today's prices. */
    applicationServices() {
      return db
        .select({
          slug: products.slug,
          serviceType: products.serviceType,
          title: products.title,
          description: products.description,
          price: products.price,
          unit: products.unit,
        })
        .from(products)
        .where(and(eq(products.kind, 'application'), eq(products.active, true)))
        .orderBy(asc(products.sortOrder))
        .all();
    },

    /** The counter products (PRODUCT 1, 12) on sale now, in catalogue order. */
    products() {
      return db
        .select({
          slug: products.slug,
          title: products.title,
          description: products.description,
          price: products.price,
          unit: products.unit,
        })
        .from(products)
        .where(and(eq(products.kind, 'product'), eq(products.active, true)))
        .orderBy(asc(products.sortOrder))
        .all();
    },

    rtpsOptions() {
      const columns = { code: rtpsBlocks.code, name: rtpsBlocks.name };
      const blocks = db
        .select(columns)
        .from(rtpsBlocks)
        .where(eq(rtpsBlocks.active, true))
        .orderBy(asc(rtpsBlocks.sortOrder))
        .all();
      const registrationTypes = db
        .select({ code: rtpsRegistrationTypes.code, name: rtpsRegistrationTypes.name })
        .from(rtpsRegistrationTypes)
        .where(eq(rtpsRegistrationTypes.active, true))
        .orderBy(asc(rtpsRegistrationTypes.sortOrder))
        .all();
      return { blocks, registrationTypes };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
