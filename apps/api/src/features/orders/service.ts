import {
  type Db,
  type Order,
  orderFiles,
  orderIdentityHashes,
  orderStatusHistory,
  orders,
  products,
  type User,
  users,
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
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, firstIssueMessage } from '../../errors.ts';
import {
  createIdentityAccessLog,
  type IdentityAccessAction,
  identityAccessView,
} from '../../lib/identity-access-log.ts';
import { newId } from '../../lib/ids.ts';
import { nextReference } from '../../lib/references.ts';
import {
  looksLikeIdentityNumber,
  SealedValueError,
  type SealedValues,
  UNREADABLE_SEALED_VALUE,
} from '../../lib/sealed-values.ts';
import { securityEvent } from '../../lib/security-events.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { StorageQuota } from '../../lib/storage-quota.ts';
import {
  checkFileType,
  type KeptUpload,
  keepUploads,
  type MultipartLimits,
  type ReceivedForm,
} from '../../lib/uploads.ts';
import type { Notes } from '../notes/service.ts';
import type { Payments } from '../payments/service.ts';
import { createOrderAdmin } from './admin.ts';
import { insertIdentityHashes, openOrderNumbers, sealOrderDetails } from './identity-numbers.ts';
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
  db: Db;
  storage: FileStorage;
  storageQuota: StorageQuota;
  notifier: OrderNotifier;
  payments: Pick<Payments, 'onOrderReversed'>;
  /** Seals identity numbers and keys their blind index (docs/decisions/060-identity-numbers-at-rest.md). */
  values: SealedValues;
  /** Operators' internal notes: only operators' answers carry them (docs/decisions/067). */
  notes: Pick<Notes, 'ofOrder'>;
  now?: () => number;
  logger: FastifyBaseLogger;
}) {
  const { db, storage, storageQuota, notifier, values, logger } = deps;
  const now = deps.now ?? Date.now;
  // Operators' views and downloads of identity data, persisted (docs/decisions/064).
  const accessLog = createIdentityAccessLog(db, now);

  const byId = db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare();
  const ownerOf = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare();

  /** Files and status history of many orders at once, in the order they happened. */
  function partsOf(ids: string[]) {
    const files = new Map<string, (typeof orderFiles.$inferSelect)[]>();
    const history = new Map<
      string,
      Array<typeof orderStatusHistory.$inferSelect & { changedByName: string | null }>
    >();
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      for (const file of db
        .select()
        .from(orderFiles)
        .where(inArray(orderFiles.orderId, chunk))
        .orderBy(asc(orderFiles.createdAt), asc(orderFiles.field))
        .all()) {
        files.set(file.orderId, [...(files.get(file.orderId) ?? []), file]);
      }
      for (const row of db
        .select({ change: orderStatusHistory, changedByName: users.name })
        .from(orderStatusHistory)
        .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
        .where(inArray(orderStatusHistory.orderId, chunk))
        .orderBy(asc(orderStatusHistory.createdAt))
        .all()) {
        const change = { ...row.change, changedByName: row.changedByName };
        history.set(change.orderId, [...(history.get(change.orderId) ?? []), change]);
      }
    }
    return { files, history };
  }

  /** Views of a page of orders: one query each for their files and their history. */
  function viewsOf(rows: Array<{ order: Order; user?: OrderOwner }>, masked: boolean) {
    const { files, history } = partsOf(rows.map((row) => row.order.id));
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
  function findVisible(viewer: User, id: string): Order {
    const order = byId.get({ id });
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

  function fullView(order: Order) {
    const owner = ownerOf.get({ id: order.userId });
    const [view] = viewsOf([{ order, user: owner }], false);
    if (!view) throw new AppError('NOT_FOUND', orderMessages.notFound);
    return view;
  }

  /**
   * Decision 42: every operator view of an order's full identity numbers is logged, and kept
   * (docs/decisions/064): called before the answer carrying them leaves.
   */
  function recordNumbersView(viewer: User, order: Order) {
    if (order.userId === viewer.id || !carriesIdentityNumbers(order)) return;
    securityEvent(logger, {
      event: 'identity_numbers_viewed',
      userId: viewer.id,
      objectType: 'order',
      objectId: order.id,
      ownerId: order.userId,
    });
    accessLog.record({
      operator: viewer,
      citizenId: order.userId,
      orderId: order.id,
      subject: 'identity_numbers',
      action: 'view',
    });
  }

  /** Orders holding the whole identity number typed, found by its blind index only. */
  function withIdentityNumber(search: string) {
    if (!looksLikeIdentityNumber(search)) return undefined;
    return inArray(
      orders.id,
      db
        .select({ id: orderIdentityHashes.orderId })
        .from(orderIdentityHashes)
        .where(eq(orderIdentityHashes.hash, values.blindIndex(search))),
    );
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
  function productFor(fields: Record<string, string>) {
    // A retired product (the PAN card, now an application) names its replacement, not 'Unknown'.
    if (fields.product && retiredProductPage(fields.product)) {
      throw new AppError('CONFLICT', orderMessages.retired);
    }
    const input = createOrderInput.safeParse(fields);
    if (!input.success) throw new AppError('INVALID', firstIssueMessage(input.error.issues));
    const product = db
      .select()
      .from(products)
      .where(and(eq(products.slug, input.data.product), eq(products.kind, 'product')))
      .get();
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

  /** The order with its form's fields: identity numbers sealed, masked and hashed (decision 060). */
  function insertOrder(
    row: Omit<Order, 'id' | 'reference' | 'details' | 'identitySealed'>,
    details: Record<string, string | number>,
    kept: KeptUpload[],
  ): Order {
    const id = newId();
    const sealed = sealOrderDetails(values, id, details);
    return db.transaction((tx) => {
      storageQuota.reserve(tx, row.userId, kept);
      const reference = nextReference(tx, row.createdAt);
      const order = tx
        .insert(orders)
        .values({
          ...row,
          id,
          reference,
          details: sealed.details,
          identitySealed: sealed.identitySealed,
        })
        .returning()
        .get();
      insertIdentityHashes(tx, id, sealed.hashes);
      for (const file of kept) {
        tx.insert(orderFiles)
          .values({
            id: newId(),
            orderId: id,
            field: file.field,
            storageKey: file.key,
            originalName: file.originalName,
            contentType: file.contentType,
            size: file.size,
            sha256: file.sha256,
            createdAt: row.createdAt,
          })
          .run();
      }
      tx.insert(orderStatusHistory)
        .values({
          id: newId(),
          orderId: id,
          fromStatus: null,
          toStatus: 'pending',
          changedBy: row.filedBy ?? row.userId,
          createdAt: row.createdAt,
        })
        .run();
      // The citizen's notice commits with the order (docs/decisions/075).
      notifier.placed(tx, notice(order), {
        quantity: order.quantity,
        unitPrice: order.unitPrice,
        amount: order.amount,
      });
      return order;
    });
  }

  /**
   * Moves an order from one status to another if nobody moved it first; keeps the history. An
   * operator's move tells the citizen, in the same transaction.
   */
  function moveStatus(order: Order, to: OrderStatus, by: User) {
    const at = new Date(now());
    db.transaction((tx) => {
      const moved = tx
        .update(orders)
        .set({ status: to, updatedAt: at })
        .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
        .run();
      if (moved.changes !== 1) {
        throw new AppError('CONFLICT', 'The order was changed by someone else. Please reload.');
      }
      tx.insert(orderStatusHistory)
        .values({
          id: newId(),
          orderId: order.id,
          fromStatus: order.status,
          toStatus: to,
          changedBy: by.id,
          createdAt: at,
        })
        .run();
      if (by.role === 'admin') notifier.statusChanged(tx, notice(order), to);
    });
  }

  return {
    /**
     * A multipart order: product, form and files are checked, then the files are moved into
     * place and the rows written with the price of today. On any failure nothing stays: the
     * caller discards the temp files, files already moved are removed here.
     */
    async place(user: User, form: ReceivedForm, filer: User = user) {
      const product = productFor(form.fields);
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
      return { message: orderMessages.placed, order: fullView(order) };
    },

    /** The caller's own orders, newest first, identity numbers masked. */
    listMine(user: User, filter: { status?: OrderStatus } = {}) {
      const rows = db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, user.id),
            filter.status ? eq(orders.status, filter.status) : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .all();
      return {
        data: viewsOf(
          rows.map((order) => ({ order })),
          true,
        ),
      };
    },

    async get(viewer: User, id: string) {
      const order = findVisible(viewer, id);
      // Who at the centre opened its documents or numbers, before this look (decision 064).
      const identityAccess = accessLog.ofOrder(order.id).map(identityAccessView);
      const data = { ...fullView(order), identityAccess };
      recordNumbersView(viewer, order);
      // Internal notes: operators only, never the citizen (docs/decisions/067).
      if (viewer.role !== 'admin') return { data };
      return { data: { ...data, internalNotes: await deps.notes.ofOrder(order.id) } };
    },

    /** A citizen cancels their own order while it is still pending. */
    cancel(user: User, id: string) {
      const order = byId.get({ id });
      if (!order || order.userId !== user.id) {
        throw new AppError('NOT_FOUND', orderMessages.notFound);
      }
      if (order.status !== 'pending') {
        throw new AppError('CONFLICT', orderMessages.onlyPendingCancel);
      }
      moveStatus(order, 'cancelled', user);
      return { message: orderMessages.cancelled, order: fullView(findVisible(user, id)) };
    },

    /**
     * A file of an order, for its owner or an admin; anyone else gets 404. An operator's
     * opening (`view`: shown inline; `download`) is recorded before the file is sent.
     */
    findFile(
      viewer: User,
      orderId: string,
      fileId: string,
      action: IdentityAccessAction = 'download',
    ) {
      const order = findVisible(viewer, orderId);
      const file = db
        .select()
        .from(orderFiles)
        .where(and(eq(orderFiles.id, fileId), eq(orderFiles.orderId, order.id)))
        .get();
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
        accessLog.record({
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
      db,
      notifier,
      payments: deps.payments,
      now,
      records: {
        byId: (id: string) => byId.get({ id }),
        viewsOf,
        fullView,
        recordNumbersView,
        moveStatus,
        notice,
        withIdentityNumber,
      },
    }),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
