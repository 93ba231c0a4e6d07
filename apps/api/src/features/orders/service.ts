import type {
  IdentityAccessRepository,
  Order,
  OrderChangeEntry,
  OrderFile,
  OrdersRepository,
  User,
} from '@seva/db';
import {
  createOrderInput,
  MAX_UPLOAD_BYTES,
  type OrderStatus,
  orderFormSchema,
  orderForms,
  orderMessages,
  type ProductSlug,
  retiredProductPage,
  uploadMessages,
} from '@seva/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, firstIssueMessage } from '../../errors.ts';
import {
  type IdentityAccess,
  type IdentityAccessAction,
  identityAccessRow,
  identityAccessView,
} from '../../lib/identity-access-log.ts';
import { newId } from '../../lib/ids.ts';
import {
  looksLikeIdentityNumber,
  SealedValueError,
  type SealedValues,
  UNREADABLE_SEALED_VALUE,
} from '../../lib/sealed-values.ts';
import { securityEvent } from '../../lib/security-events.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { DEFAULT_STORAGE_QUOTA_BYTES, storageRefused } from '../../lib/storage-quota.ts';
import {
  checkFileType,
  type KeptUpload,
  keepUploads,
  type MultipartLimits,
  type ReceivedForm,
} from '../../lib/uploads.ts';
import { accountClosed } from '../auth/erasure.ts';
import type { Notes } from '../notes/service.ts';
import type { Payments } from '../payments/service.ts';
import { createOrderAdmin } from './admin.ts';
import { openOrderNumbers, sealOrderDetails } from './identity-numbers.ts';
import type { NotifiedOrder, OrderNotifier } from './notifications.ts';
import { carriesIdentityNumbers, type OrderOwner, orderView } from './shapes.ts';

/** Every file field of any order form: the product is a text part and may come after them. */
export const orderFileFields = [
  ...new Set(
    Object.values(orderForms).flatMap((fields) =>
      fields.filter((field) => field.kind === 'file').map((field) => field.name),
    ),
  ),
];

/** The largest form has 9 text fields (with `product`) and 2 files. */
export const orderMultipartLimits: MultipartLimits = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 2,
  fields: 12,
  fieldSize: 2048,
  parts: 14,
  headerPairs: 100,
};

export const orderUploadOptions = {
  limits: orderMultipartLimits,
  tooLargeMessage: uploadMessages.tooLarge,
};

const unknownProduct = 'Unknown product';
export const orderFileNotFound = 'File not found';

export function createOrdersService(deps: {
  /** The orders' rows (docs/decisions/078-repositories.md). */
  orders: OrdersRepository;
  /** Operators' views and downloads of identity data, persisted (docs/decisions/064). */
  identityAccess: IdentityAccessRepository;
  storage: FileStorage;
  notifier: OrderNotifier;
  payments: Pick<Payments, 'payOrder'>;
  /** Seals identity numbers and keys their blind index (docs/decisions/060-identity-numbers-at-rest.md). */
  values: SealedValues;
  /** Operators' internal notes: only operators' answers carry them (docs/decisions/067). */
  notes: Pick<Notes, 'ofOrder'>;
  now?: () => number;
  logger: FastifyBaseLogger;
}) {
  const { orders, identityAccess, storage, notifier, values, logger } = deps;
  const now = deps.now ?? Date.now;

  /** Files and status history of many orders at once, in the order they happened. */
  async function partsOf(ids: string[]) {
    const found = await orders.partsOf(ids);
    const files = new Map<string, OrderFile[]>();
    const history = new Map<string, OrderChangeEntry[]>();
    for (const file of found.files) {
      files.set(file.orderId, [...(files.get(file.orderId) ?? []), file]);
    }
    for (const change of found.history) {
      history.set(change.orderId, [...(history.get(change.orderId) ?? []), change]);
    }
    return { files, history };
  }

  /** Views of a page of orders: one query each for their files and their history. */
  async function viewsOf(rows: Array<{ order: Order; user?: OrderOwner }>, masked: boolean) {
    const { files, history } = await partsOf(rows.map((row) => row.order.id));
    return rows.map(({ order, user }) =>
      orderView({
        order,
        user,
        files: files.get(order.id) ?? [],
        history: history.get(order.id) ?? [],
        masked,
        // Lists show the masks kept in `details`; only an order's own page opens the numbers.
        identity: masked ? undefined : identityOf(order),
      }),
    );
  }

  /**
   * An order's whole identity numbers. One that fails its check is logged for the operators
   * and refused with a plain message, never a stack.
   */
  function identityOf(order: Order) {
    try {
      return openOrderNumbers(values, order);
    } catch (error) {
      if (!(error instanceof SealedValueError)) throw error;
      logger.error(
        { orderId: order.id, reason: error.message },
        'identity numbers refused: they fail their integrity check',
      );
      throw new AppError('CONFLICT', UNREADABLE_SEALED_VALUE, 'SEALED_VALUE_REFUSED');
    }
  }

  /** The order if the viewer may see it: its owner or an admin. Anyone else: 404. */
  async function findVisible(viewer: User, id: string): Promise<Order> {
    const order = await orders.find(id);
    if (!order) throw new AppError('NOT_FOUND', orderMessages.notFound);
    if (order.userId !== viewer.id && viewer.role !== 'admin') {
      securityEvent(logger, {
        event: 'access_denied',
        userId: viewer.id,
        objectType: 'order',
        objectId: id,
        ownerId: order.userId,
      });
      throw new AppError('NOT_FOUND', orderMessages.notFound);
    }
    return order;
  }

  async function fullView(order: Order) {
    const owner = (await orders.owner(order.userId)) ?? undefined;
    const [view] = await viewsOf([{ order, user: owner }], false);
    if (!view) throw new AppError('NOT_FOUND', orderMessages.notFound);
    return view;
  }

  /**
   * Writes one row of the identity access log before the caller shows or sends anything: an
   * operator's view or download that cannot be recorded is refused (its error propagates).
   */
  async function recordAccess(access: IdentityAccess) {
    await identityAccess.record(identityAccessRow(access, new Date(now())));
  }

  /**
   * Decision 42: every operator view of an order's full identity numbers is logged, and kept
   * (docs/decisions/064): called before the answer carrying them leaves.
   */
  async function recordNumbersView(viewer: User, order: Order) {
    if (order.userId === viewer.id || !carriesIdentityNumbers(order)) return;
    securityEvent(logger, {
      event: 'identity_numbers_viewed',
      userId: viewer.id,
      objectType: 'order',
      objectId: order.id,
      ownerId: order.userId,
    });
    await recordAccess({
      operator: viewer,
      citizenId: order.userId,
      orderId: order.id,
      subject: 'identity_numbers',
      action: 'view',
    });
  }

  /** The blind index of the whole identity number typed, if it looks like one (decision 060). */
  function identityHashOf(search: string): string | null {
    return looksLikeIdentityNumber(search) ? values.blindIndex(search) : null;
  }

  function notice(order: Order): NotifiedOrder {
    return {
      id: order.id,
      reference: order.reference,
      productTitle: order.productTitle,
      ownerId: order.userId,
    };
  }

  /** The product being ordered, if it exists and is on sale today. */
  async function productFor(fields: Record<string, string>) {
    // A retired product (the PAN card, now an application) names its replacement, not 'Unknown'.
    if (fields.product && retiredProductPage(fields.product)) {
      throw new AppError('CONFLICT', orderMessages.retired);
    }
    const input = createOrderInput.safeParse(fields);
    if (!input.success) throw new AppError('INVALID', firstIssueMessage(input.error.issues));
    const product = await orders.product(input.data.product);
    if (!product) throw new AppError('INVALID', unknownProduct);
    if (!product.active) throw new AppError('CONFLICT', orderMessages.inactive);
    return { ...product, slug: input.data.product };
  }
  /**
   * The form's fields in form order: text fields from the text parts, file fields from the
   * uploads only (a text part cannot stand in for a file). Checked with the shared schema,
   * then each file's content with its field's rule.
   */
  function checkedForm(slug: ProductSlug, form: ReceivedForm) {
    const fields = orderForms[slug];
    for (const name of Object.keys(form.files)) {
      if (!fields.some((field) => field.kind === 'file' && field.name === name)) {
        throw new AppError('INVALID', `Unexpected file field: ${name}`);
      }
    }
    const values = Object.fromEntries(
      fields.map((field) => [
        field.name,
        field.kind === 'file' ? form.files[field.name] : form.fields[field.name],
      ]),
    );
    const parsed = orderFormSchema(slug).safeParse(values);
    if (!parsed.success) throw new AppError('INVALID', firstIssueMessage(parsed.error.issues));
    const uploads = fields.flatMap((field) => {
      const upload = form.files[field.name];
      if (field.kind !== 'file' || !upload || !field.file) return [];
      checkFileType(upload, field.file);
      return [upload];
    });
    return { details: parsed.data, uploads };
  }

  /**
   * The order with its form's fields (identity numbers sealed, masked and hashed: decision 060)
   * as one unit: the owner's space, the year's reference, the rows and the citizen's notice.
   */
  async function insertOrder(
    row: Omit<Order, 'id' | 'reference' | 'details' | 'identitySealed'>,
    details: Record<string, string | number>,
    kept: KeptUpload[],
  ): Promise<Order> {
    const id = newId();
    const sealed = sealOrderDetails(values, id, details);
    const placed = await orders.place(
      {
        order: { ...row, id, details: sealed.details, identitySealed: sealed.identitySealed },
        referenceYear: row.createdAt.getFullYear(),
        identityHashes: sealed.hashes,
        files: kept.map((file) => ({
          id: newId(),
          field: file.field,
          storageKey: file.key,
          originalName: file.originalName,
          contentType: file.contentType,
          size: file.size,
          sha256: file.sha256,
          createdAt: row.createdAt,
        })),
        historyId: newId(),
      },
      // The citizen's notice commits with the order (docs/decisions/075).
      (recipient, { order }) =>
        notifier.placed(notice(order), {
          quantity: order.quantity,
          unitPrice: order.unitPrice,
          amount: order.amount,
        })(recipient),
      DEFAULT_STORAGE_QUOTA_BYTES,
    );
    if ('refused' in placed) throw accountClosed(row.userId, row.filedBy ?? row.userId);
    if ('full' in placed) throw storageRefused(placed.full);
    return placed.order;
  }

  /**
   * Moves an order from one status to another if nobody moved it first; keeps the history. An
   * operator's move tells the citizen, in the same unit.
   */
  async function moveStatus(order: Order, to: OrderStatus, by: User) {
    const moved = await orders.move(
      {
        orderId: order.id,
        from: order.status,
        to,
        by: by.id,
        at: new Date(now()),
        historyId: newId(),
      },
      by.role === 'admin'
        ? (recipient) => notifier.statusChanged(notice(order), to)(recipient)
        : null,
    );
    if (!moved) {
      throw new AppError('CONFLICT', 'The order was changed by someone else. Please reload.');
    }
  }

  return {
    /**
     * A multipart order: product, form and files are checked, then the files are moved into
     * place and the rows written with the price of today. On any failure nothing stays: the
     * caller discards the temp files, files already moved are removed here.
     */
    async place(user: User, form: ReceivedForm, filer: User = user) {
      const product = await productFor(form.fields);
      const { details, uploads } = checkedForm(product.slug, form);
      const quantity = typeof details.quantity === 'number' ? details.quantity : 1;
      const applicantName = String(details.fullName ?? user.name);
      const at = new Date(now());
      const order = await keepUploads(storage, uploads, (kept) =>
        insertOrder(
          {
            userId: user.id,
            productSlug: product.slug,
            productTitle: product.title,
            unit: product.unit,
            unitPrice: product.price,
            quantity,
            amount: product.price * quantity,
            applicantName,
            applicantNameKey: applicantName.toLowerCase(),
            status: 'pending',
            paid: false,
            paidAmount: null,
            paidMethod: null,
            paidAt: null,
            paidBy: null,
            atCounter: filer.id !== user.id,
            filedBy: filer.id === user.id ? null : filer.id,
            createdAt: at,
            updatedAt: at,
          },
          details,
          kept,
        ),
      );
      return { message: orderMessages.placed, order: await fullView(order) };
    },

    /** The caller's own orders, newest first, identity numbers masked. */
    async listMine(user: User, filter: { status?: OrderStatus } = {}) {
      const rows = await orders.ofOwner(user.id, filter.status);
      return {
        data: await viewsOf(
          rows.map((order) => ({ order })),
          true,
        ),
      };
    },

    async get(viewer: User, id: string) {
      const order = await findVisible(viewer, id);
      // Who at the centre opened its documents or numbers, before this look (decision 064).
      const accesses = (await identityAccess.ofOrder(order.id)).map(identityAccessView);
      const data = { ...(await fullView(order)), identityAccess: accesses };
      await recordNumbersView(viewer, order);
      // Internal notes: operators only, never the citizen (docs/decisions/067).
      if (viewer.role !== 'admin') return { data };
      return { data: { ...data, internalNotes: await deps.notes.ofOrder(order.id) } };
    },

    /** A citizen cancels their own order while it is still pending. */
    async cancel(user: User, id: string) {
      const order = await orders.find(id);
      if (!order || order.userId !== user.id) {
        throw new AppError('NOT_FOUND', orderMessages.notFound);
      }
      if (order.status !== 'pending') {
        throw new AppError('CONFLICT', orderMessages.onlyPendingCancel);
      }
      await moveStatus(order, 'cancelled', user);
      return {
        message: orderMessages.cancelled,
        order: await fullView(await findVisible(user, id)),
      };
    },

    /**
     * A file of an order, for its owner or an admin; anyone else gets 404. An operator's
     * opening (`view`: shown inline; `download`) is recorded before the file is sent.
     */
    async findFile(
      viewer: User,
      orderId: string,
      fileId: string,
      action: IdentityAccessAction = 'download',
    ) {
      const order = await findVisible(viewer, orderId);
      const file = await orders.findFile(order.id, fileId);
      if (!file) throw new AppError('NOT_FOUND', orderFileNotFound);
      if (order.userId !== viewer.id) {
        securityEvent(logger, {
          event: 'identity_document_downloaded',
          userId: viewer.id,
          objectType: 'order',
          objectId: order.id,
          documentId: file.id,
          ownerId: order.userId,
        });
        await recordAccess({
          operator: viewer,
          citizenId: order.userId,
          orderId: order.id,
          subject: 'document',
          documentType: file.field,
          attachmentId: file.id,
          action,
        });
      }
      return file;
    },

    /** The operators' Orders queue: lists, status moves and payment (features/orders/admin.ts). */
    admin: createOrderAdmin({
      orders,
      notifier,
      payments: deps.payments,
      records: {
        viewsOf,
        fullView,
        recordNumbersView,
        moveStatus,
        notice,
        identityHashOf,
      },
    }),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
