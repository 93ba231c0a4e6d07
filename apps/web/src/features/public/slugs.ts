/**
 * The information pages' slugs: one `$page` route serves them all (docs/decisions/013).
 * The product pages' slugs and aliases are `productSlugs` and `productSlugAliases` of
 * '@seva/schemas/order-forms'.
 */
export const INFO_PAGES: readonly string[] = [
  'how-it-works',
  'about',
  'contact',
  'privacy',
  'terms',
  'cookies',
  'refunds',
];
