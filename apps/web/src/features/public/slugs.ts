/**
 * The public routes' slug tables, for `beforeLoad` (route code that sits in the entry chunk:
 * '@seva/schemas' there would bring Zod with it). slugs.test.ts keeps them equal to
 * `productSlugs` and `productSlugAliases` of '@seva/schemas' and to the information pages.
 */
export const PRODUCT_SLUGS: readonly string[] = [
  'aadhar-card',
  'voter-id',
  'eshare-card',
  'ayushman-card',
  'pan-card',
  'pan-card-pvc',
  'a4-paper',
  'photo-paper',
  'laminated-pouch',
  'laminated-aadhar',
];

export const PRODUCT_ALIASES: Readonly<Record<string, string>> = {
  'voter-card': 'voter-id',
  'e-share-card': 'eshare-card',
  'laminate-pouch': 'laminated-pouch',
};

export const INFO_PAGES: readonly string[] = [
  'how-it-works',
  'about',
  'contact',
  'privacy',
  'terms',
  'cookies',
  'refunds',
];
