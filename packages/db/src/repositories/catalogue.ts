import type {
  PortalSettings,
  Product,
  rtpsBlocks,
  ServiceFeeRow,
  settingChanges,
} from '../schema.ts';

/**
 * The priced catalogue, the RTPS code lists and the portal's single settings row with its
 * trail of changes: what the catalogue feature does with the database, one method per unit of
 * work. Lists come in catalogue order (sort_order, then slug or code), the same on both
 * dialects.
 */
export interface CatalogueRepository {
  /** The applications on sale (kind `application`, active) with their fee. */
  applicationServices(): Promise<PricedApplication[]>;

  /** The counter products on sale (kind `product`, active), leaving out `excluding`. */
  productsOnSale(excluding: readonly string[]): Promise<Product[]>;

  /**
   * Every product but `excluding`, on sale or not, with its fee (null for a counter product):
   * the operators' Settings.
   */
  allProducts(excluding: readonly string[]): Promise<ProductWithFee[]>;

  /** The RTPS blocks and registration types: only the active ones, or all of them. */
  rtpsCodes(which: 'active' | 'all'): Promise<RtpsCodeLists>;

  /** The portal's single settings row; null only in a database missing its seeded row. */
  settings(): Promise<PortalSettings | null>;

  /** Each citizen's storage space in bytes. */
  setStorageQuota(bytes: number, stamp: SettingsStamp): Promise<void>;

  /**
   * How long identity documents are kept. A different value is recorded in the Settings
   * trail as one change (`change.id`, who and when) in the same unit; the same value is not.
   * Answers the days before, or null when the settings row is missing (nothing is written).
   */
  setRetention(days: number, change: SettingsStamp & { id: string }): Promise<number | null>;

  /** The centre's name, address, phone, GSTIN and holidays. */
  setCentre(centre: CentreSettings, stamp: SettingsStamp): Promise<void>;

  /**
   * Changes a product's texts and availability, and its price unless it is an application
   * (whose price is its fee). Answers the product as it now is, or null when no product has
   * that slug (nothing is written).
   */
  updateProduct(slug: string, changes: ProductChanges, at: Date): Promise<Product | null>;

  /**
   * Adds a code at the end of its list, or renames/retires the one with that code. A Hindi
   * name left undefined keeps the one it has; null removes it.
   */
  saveRtpsCode(list: 'block' | 'registrationType', code: RtpsCodeSave): Promise<void>;

  /** The Settings trail of one setting, newest first (changed_at, then id, both descending). */
  settingChanges(setting: string): Promise<SettingChange[]>;
}

/** One row of the Settings trail (who, when, old, new); never edited or deleted. */
export type SettingChange = typeof settingChanges.$inferSelect;

/** An RTPS block or registration type (the two lists have the same columns). */
export type RtpsCode = typeof rtpsBlocks.$inferSelect;

export interface RtpsCodeLists {
  blocks: RtpsCode[];
  registrationTypes: RtpsCode[];
}

export interface PricedApplication {
  product: Product;
  fee: ServiceFeeRow;
}

export interface ProductWithFee {
  product: Product;
  fee: ServiceFeeRow | null;
}

/** Who changed the settings, and when. */
export interface SettingsStamp {
  by: string;
  at: Date;
}

export type CentreSettings = Pick<
  PortalSettings,
  'centreName' | 'centreAddress' | 'centrePhone' | 'gstin' | 'holidays'
>;

export type ProductChanges = Pick<Product, 'title' | 'description' | 'unit' | 'active' | 'price'> &
  Partial<Pick<Product, 'titleHi' | 'descriptionHi' | 'unitHi'>>;

export type RtpsCodeSave = Pick<RtpsCode, 'code' | 'name' | 'active'> &
  Partial<Pick<RtpsCode, 'nameHi'>>;
