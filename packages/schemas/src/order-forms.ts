import { DOCUMENT_TYPES, type FileRule, IMAGE_TYPES, uploadMessages } from './uploads.ts';

/**
 * The order forms of the counter products (docs/product.md, Orders): one per product page, its
 * fields, and which are optional, those of the old portal's forms. The single source for the web forms
 * (labels, inputs, options) and the server's checks (`orderFormSchema` in orders.ts), with
 * the order statuses and the moves between them.
 * Free of Zod on purpose: a product page renders its form from this module before Zod loads
 * (docs/decisions/013). Import it as '@seva/schemas/order-forms'.
 */

/** The products on sale, each with its page (docs/product.md, Orders and the catalogue), in catalogue order. */
export const productSlugs = [
  'aadhar-card',
  'voter-id',
  'eshare-card',
  'ayushman-card',
  'pan-card-pvc',
  'a4-paper',
  'photo-paper',
  'laminated-pouch',
  'laminated-aadhar',
] as const;
export type ProductSlug = (typeof productSlugs)[number];

/**
 * Products no longer sold, each with the page that replaced it: the PAN card is an application,
 * not a product (docs/product.md, Orders and the catalogue). Orders placed before keep their form (`orderForms`) so they
 * still read; a new order for one is refused, and its old page leads to the replacement.
 */
export const retiredProducts = {
  'pan-card': '/apply/pan-card',
} as const satisfies Record<string, string>;
export type RetiredProductSlug = keyof typeof retiredProducts;
/** Every product an order can name: those on sale and those retired. */
export const orderProductSlugs = [
  ...productSlugs,
  ...(Object.keys(retiredProducts) as RetiredProductSlug[]),
] as const;
export type OrderProductSlug = ProductSlug | RetiredProductSlug;

/** The page that replaced a retired product's, if `slug` is one. */
export function retiredProductPage(slug: string): string | undefined {
  return Object.hasOwn(retiredProducts, slug)
    ? retiredProducts[slug as RetiredProductSlug]
    : undefined;
}

/** The catalogue's variant slugs and the page each redirects to. */
export const productSlugAliases: Readonly<Record<string, ProductSlug>> = {
  'voter-card': 'voter-id',
  'e-share-card': 'eshare-card',
  'laminate-pouch': 'laminated-pouch',
};

export const orderStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Moves the server allows an admin (docs/product.md, Orders). A citizen may only cancel a pending order. */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The most of one product a single order may ask for. */
export const MAX_ORDER_QUANTITY = 100;

/** The laminated Aadhaar's file: a PDF only. */
export const PDF_ONLY_MESSAGE = 'Only PDF files are allowed';
const pdfRule: FileRule = { types: ['application/pdf'], typeMessage: PDF_ONLY_MESSAGE };
const documentRule: FileRule = {
  types: DOCUMENT_TYPES,
  typeMessage: uploadMessages.documents,
};
const imageRule: FileRule = { types: IMAGE_TYPES, typeMessage: uploadMessages.images };

export type OrderFieldKind =
  | 'text'
  | 'textarea'
  | 'date'
  | 'tel'
  | 'email'
  | 'select'
  /** A select shown as radio buttons: few choices, all visible (pickup or delivery). */
  | 'choice'
  | 'quantity'
  | 'file';

export interface OrderField {
  name: string;
  label: string;
  kind: OrderFieldKind;
  /** Select options: stored value and label. */
  options?: readonly { value: string; label: string }[];
  /**
   * Absent or false: required. `'whenUpdating'`: optional when requestType is `update`.
   * `'unlessDelivery'`: asked, required and kept only when the citizen chooses delivery
   * (`fulfilment`); collected at the counter, it is left out.
   */
  optional?: boolean | 'whenUpdating' | 'unlessDelivery';
  /** File fields: what the content may be. */
  file?: FileRule;
  /** Max characters for text fields (inputs carry it as maxLength). */
  max?: number;
}

const requestTypes = (...values: ('new' | 'update' | 'check')[]) =>
  values.map((value) => ({
    value,
    label: { new: 'New', update: 'Update', check: 'Check status' }[value],
  }));

const fullName: OrderField = { name: 'fullName', label: 'Full Name', kind: 'text', max: 100 };
const mobile: OrderField = { name: 'mobile', label: 'Mobile Number', kind: 'tel', max: 10 };
const dob: OrderField = { name: 'dob', label: 'Date of Birth', kind: 'date' };
const email: OrderField = { name: 'email', label: 'Email', kind: 'email', max: 254 };
const address: OrderField = { name: 'address', label: 'Address', kind: 'textarea', max: 300 };
const city: OrderField = { name: 'city', label: 'City', kind: 'text', max: 60 };
const state: OrderField = { name: 'state', label: 'State', kind: 'text', max: 60 };
const pincode: OrderField = { name: 'pincode', label: 'Pincode', kind: 'text', max: 6 };
const gender: OrderField = {
  name: 'gender',
  label: 'Gender',
  kind: 'select',
  options: [
    { value: 'male', label: 'Male' },
    { value: 'female', label: 'Female' },
    { value: 'other', label: 'Other' },
  ],
};
const requestType = (...values: ('new' | 'update' | 'check')[]): OrderField => ({
  name: 'requestType',
  label: 'Request Type',
  kind: 'select',
  options: requestTypes(...values),
});
const quantity: OrderField = { name: 'quantity', label: 'Quantity', kind: 'quantity' };
const document: OrderField = {
  name: 'document',
  label: 'Supporting Document',
  kind: 'file',
  file: documentRule,
};
/**
 * Pickup or delivery (docs/product.md, Orders): products are collected at the counter unless
 * the citizen asks for delivery, and only delivery asks for a postal address. Left blank, it is
 * delivery when an address was sent (the original portal's clients send one) and pickup
 * otherwise.
 */
export const FULFILMENT_FIELD = 'fulfilment';
export type Fulfilment = 'pickup' | 'delivery';
const fulfilment: OrderField = {
  name: FULFILMENT_FIELD,
  label: 'Pickup or Delivery',
  kind: 'choice',
  optional: true,
  options: [
    { value: 'pickup', label: 'Collect at the centre' },
    { value: 'delivery', label: 'Deliver to my address' },
  ],
};
const forDelivery = (field: OrderField): OrderField => ({ ...field, optional: 'unlessDelivery' });
const deliveryAddress = [
  fulfilment,
  forDelivery(address),
  forDelivery(city),
  forDelivery(state),
  forDelivery(pincode),
];
const paper = [fullName, mobile, quantity, ...deliveryAddress];

/** Each product's order form, in display order (retired products' too, for their old orders). */
export const orderForms: Readonly<Record<OrderProductSlug, readonly OrderField[]>> = {
  'aadhar-card': [
    fullName,
    dob,
    gender,
    mobile,
    address,
    {
      name: 'aadharNumber',
      label: 'Aadhar Number',
      kind: 'text',
      max: 14,
      optional: 'whenUpdating',
    },
    requestType('new', 'update'),
    document,
  ],
  'voter-id': [
    fullName,
    dob,
    gender,
    mobile,
    address,
    {
      name: 'aadharNumber',
      label: 'Aadhar Number',
      kind: 'text',
      max: 14,
      optional: 'whenUpdating',
    },
    {
      name: 'voterIdNumber',
      label: 'Voter ID Number',
      kind: 'text',
      max: 20,
      optional: 'whenUpdating',
    },
    requestType('new', 'update'),
    document,
  ],
  'eshare-card': [
    fullName,
    { name: 'pan', label: 'PAN Number', kind: 'text', max: 10 },
    { name: 'aadhaar', label: 'Aadhar Number', kind: 'text', max: 14 },
    email,
    mobile,
    { name: 'demat', label: 'Demat Account Number', kind: 'text', max: 20 },
    requestType('new', 'update'),
    document,
  ],
  'ayushman-card': [
    fullName,
    { name: 'aadhaar', label: 'Aadhar Number', kind: 'text', max: 14 },
    { name: 'rationCard', label: 'Ration Card Number', kind: 'text', max: 20, optional: true },
    mobile,
    state,
    { name: 'district', label: 'District', kind: 'text', max: 60 },
    requestType('new', 'update', 'check'),
    document,
  ],
  'pan-card': [
    fullName,
    { name: 'fatherName', label: "Father's Name", kind: 'text', max: 100 },
    dob,
    { name: 'aadhaar', label: 'Aadhar Number', kind: 'text', max: 14 },
    mobile,
    email,
    requestType('new', 'update'),
    { name: 'aadhaarDoc', label: 'Aadhar Document', kind: 'file', file: documentRule },
    { name: 'photo', label: 'Photo', kind: 'file', file: imageRule },
  ],
  'pan-card-pvc': [
    fullName,
    { name: 'panNumber', label: 'PAN Number', kind: 'text', max: 10 },
    mobile,
    ...deliveryAddress,
    { name: 'panFile', label: 'e-PAN File', kind: 'file', file: documentRule },
  ],
  'a4-paper': paper,
  'photo-paper': paper,
  'laminated-pouch': paper,
  'laminated-aadhar': [
    fullName,
    mobile,
    { name: 'aadharNumber', label: 'Aadhar Number', kind: 'text', max: 14 },
    { name: 'aadharFile', label: 'Aadhar PDF', kind: 'file', file: pdfRule, optional: true },
    ...deliveryAddress,
  ],
};

/** Field names whose values are identity numbers: masked in lists, never logged (docs/product.md, Security and privacy: identity numbers). */
export const orderIdentityFields = ['aadharNumber', 'aadhaar', 'pan', 'panNumber', 'voterIdNumber'];

/** Nothing typed: absent, null, or only spaces. */
export const isBlankValue = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Whether these form values ask for delivery: chosen so, or, with no choice sent, any address
 * field filled (an older client). Forms without the choice never deliver.
 */
export function asksForDelivery(
  fields: readonly OrderField[],
  values: Readonly<Record<string, unknown>>,
): boolean {
  if (!fields.some((field) => field.name === FULFILMENT_FIELD)) return false;
  const chosen = values[FULFILMENT_FIELD];
  if (!isBlankValue(chosen)) return chosen === 'delivery';
  return fields.some(
    (field) => field.optional === 'unlessDelivery' && !isBlankValue(values[field.name]),
  );
}
