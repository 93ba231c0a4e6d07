import type {
  Application,
  ApplicationDetailRead,
  ApplicationRecord,
  ApplicationsFilingRepository,
  ApplicationsRepository,
  CatalogueRepository,
  IdentityAccessRepository,
  StoredDetails,
  User,
} from '@seva/db';
import {
  type ApplyRtpsInput,
  applicantNameFields,
  applyInputs,
  bareRtpsNumber,
  detailFields,
  type FileRule,
  fileRules,
  identityNumberFields,
  type ServiceType,
  submitMessages,
  type UploadType,
} from '@seva/schemas';
import { documentSlots } from '@seva/schemas/application-kinds';
import { bilingual } from '@seva/schemas/texts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, firstIssueMessage } from '../../errors.ts';
import {
  createIdentityAccessLog,
  type IdentityAccessAction,
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
  type ReceivedForm,
} from '../../lib/uploads.ts';
import { accountClosed } from '../auth/erasure.ts';
import type { Consents } from '../consent/service.ts';
import { noteView } from '../notes/service.ts';
import { type Payments, receiptViews } from '../payments/service.ts';
import type { SlipFacts } from './acknowledgement.ts';
import { assigneeView } from './assignment.ts';
import { detailsOpenedWith, detailsRow, identityNumbersOf, listedDetails } from './details.ts';
import { dueOnOf } from './due-dates.ts';
import { newTrackingCode, type ServiceFees } from './fees.ts';
import type { ApplicationNotifier } from './notifications.ts';
import { closedAt, purgeDate } from './retention.ts';
import { identityTerm, searchTermsFor } from './search-terms.ts';
import { sendBackFacts } from './send-back.ts';
import { applicationDetail, applicationSummary, type Details } from './shapes.ts';
import { type TimelineAudience, timelineOf, timelineOptions } from './timeline.ts';

export const applicationMessages = bilingual({
  notFound: 'No service found',
  documentNotFound: 'Document not found',
  deleted: 'Service deleted successfully',
  allDeleted: 'All services deleted successfully',
  invalidBlock: 'Invalid block',
  invalidRegistrationType: 'Invalid registration type',
  paidNotDeleted: 'A paid application cannot be deleted',
  takenUpNotDeleted:
    'This application has been taken up by the centre and can no longer be withdrawn',
  someKept:
    'The pending applications were deleted; the others stay because the centre has taken them up or been paid',
} as const);

export function createApplicationsService(deps: {
  /** Operators' views and downloads of identity data, recorded (docs/decisions/064). */
  identityAccess: IdentityAccessRepository;
  /**
   * The application's reads and its units (docs/decisions/078); the detail's rows, its
   * timeline's, payments', send-backs' and internal notes' included, are read in one snapshot.
   */
  applications: ApplicationsRepository;
  /** Filing and deleting an application, each one unit (docs/decisions/078). */
  filing: ApplicationsFilingRepository;
  /** The RTPS code lists an RTPS application's block and registration type come from. */
  catalogue: Pick<CatalogueRepository, 'rtpsCodes'>;
  storage: FileStorage;
  fees: Pick<ServiceFees, 'holidays' | 'detailSettings' | 'centre'>;
  payments: Pick<Payments, 'ofApplication'>;
  /** Seals identity numbers and keys their blind index (docs/decisions/060-identity-numbers-at-rest.md). */
  values: SealedValues;
  /** The privacy notice's consents: an application needs one (docs/decisions/061). */
  consents: Pick<Consents, 'has' | 'forApplication' | 'applicationRefused'>;
  /** The citizen's SMS on filing, written with the application (docs/decisions/075). */
  notifier: Pick<ApplicationNotifier, 'received'>;
  logger: FastifyBaseLogger;
  now?: () => number;
}) {
  const { filing, storage, fees, payments, values, consents, notifier, logger } = deps;
  const now = deps.now ?? Date.now;

  const repository = deps.applications;
  const openDetails = detailsOpenedWith(values);
  // Operators' views and downloads of identity data, persisted (docs/decisions/064).
  const accessLog = createIdentityAccessLog(deps.identityAccess, now);

  /**
   * The details with identity numbers opened. One that fails its check is logged for the
   * operators and refused with a plain message, never a stack.
   */
  function detailsOf(record: Pick<ApplicationRecord, 'application' | 'details'>) {
    if (!record.details) return undefined;
    try {
      return openDetails(record.application, record.details);
    } catch (error) {
      if (!(error instanceof SealedValueError)) throw error;
      logger.error(
        { applicationId: record.application.id, reason: error.message },
        'identity numbers refused: they fail their integrity check',
      );
      throw new AppError('CONFLICT', UNREADABLE_SEALED_VALUE, 'SEALED_VALUE_REFUSED');
    }
  }

  /** The application if the viewer may see it: its owner or an admin. Anyone else: 404. */
  async function findVisible(viewer: User, id: string): Promise<Application> {
    return visible(viewer, id, await repository.find(id));
  }

  /** What the detail page and the slip read, if the viewer may see it (as findVisible). */
  async function recordVisible(viewer: User, id: string): Promise<ApplicationRecord> {
    const record = await repository.record(id);
    visible(viewer, id, record?.application ?? null);
    if (!record) throw new AppError('NOT_FOUND', applicationMessages.notFound);
    return record;
  }

  /**
   * What the detail answer reads, in one snapshot, if the viewer may see it (as findVisible):
   * an operator's timeline with the internal notes, a citizen's without (not even read).
   */
  async function detailVisible(viewer: User, id: string): Promise<ApplicationDetailRead> {
    const read = await repository.detail(id, timelineOptions(audienceOf(viewer)));
    visible(viewer, id, read?.record.application ?? null);
    if (!read) throw new AppError('NOT_FOUND', applicationMessages.notFound);
    return read;
  }

  function visible(viewer: User, id: string, application: Application | null): Application {
    if (!application) throw new AppError('NOT_FOUND', applicationMessages.notFound);
    if (application.userId !== viewer.id && viewer.role !== 'admin') {
      securityEvent(logger, {
        event: 'access_denied',
        userId: viewer.id,
        objectType: 'application',
        objectId: id,
        ownerId: application.userId,
      });
      throw new AppError('NOT_FOUND', applicationMessages.notFound);
    }
    return application;
  }

  /** The detail as `viewer` may see it: its timeline is filtered for a citizen. */
  async function detailOf(read: ApplicationDetailRead, viewer: User) {
    const { record } = read;
    const { application, owner, history } = record;
    const details = detailsOf(record);
    if (!owner || !details) throw new AppError('NOT_FOUND', applicationMessages.notFound);
    // An operator's account may be gone since (the column is then null, the fact kept as 'counter').
    const filer = application.atCounter ? { name: record.filerName } : null;
    // One read of the settings row for the promised date and the purge date.
    const settings = await fees.detailSettings();
    return applicationDetail({
      application,
      owner: { id: owner.id, name: owner.name, email: owner.email, mobile: owner.mobile },
      filer,
      details,
      attachments: record.attachments,
      comments: record.comments,
      history,
      holidays: settings.holidays,
      receipts: receiptViews(read.payments),
      purgeAt: purgeDate(closedAt(application, history), settings.retentionDays),
      sendBack: sendBackFacts(application, read.requests),
      now: new Date(now()),
      timeline: timelineOf(application, read.timeline, audienceOf(viewer)),
    });
  }

  /**
   * One unit of work (the filing repository's): the application, its details, its files' rows
   * and its first status. `filer` is the operator when it is filed at the counter: the citizen
   * (`owner`) owns it, the operator is kept as who filed it, who uploaded its files and who set
   * its first status. `consent`: the request's own consent to the privacy notice, recorded with
   * the application when the owner had not agreed to this version yet (refused without it).
   */
  async function insertApplication(
    owner: User,
    details: Details,
    applicantName: string | null,
    files: KeptUpload[],
    filer: User,
    consent: boolean | undefined,
  ): Promise<string> {
    const at = new Date(now());
    const id = newId();
    // Sealed here, for this application's row (docs/decisions/060); the unit writes them.
    const stored: StoredDetails = detailsRow(id, details, values);
    // Whole numbers are found by their keyed hash only (the blind index).
    const identityTerms = identityNumbersOf(details).flatMap((number) =>
      values.blindIndexes(number).map(identityTerm),
    );
    const outcome = await filing.file(
      {
        application: {
          id,
          userId: owner.id,
          serviceType: details.serviceType,
          applicantName,
          trackingCode: newTrackingCode(),
          atCounter: filer.id !== owner.id,
          filedBy: filer.id === owner.id ? null : filer.id,
          createdAt: at,
          updatedAt: at,
        },
        referenceYear: at.getFullYear(),
        details: stored,
        files: files.map((file) => ({
          id: newId(),
          applicationId: id,
          documentType: file.field,
          storageKey: file.key,
          originalName: file.originalName,
          contentType: file.contentType,
          size: file.size,
          sha256: file.sha256,
          uploadedBy: filer.id,
          createdAt: at,
        })),
        history: { id: newId(), changedBy: filer.id },
        consent: consents.forApplication(owner, filer, consent),
        defaultQuotaBytes: DEFAULT_STORAGE_QUOTA_BYTES,
        terms: (reference) => [
          ...searchTermsFor({
            reference,
            names: [applicantName, owner.name],
            email: owner.email,
            mobile: owner.mobile,
          }),
          ...identityTerms,
        ],
        // The promise as the slip prints it (docs/decisions/067), kept for the queue.
        dueOn: (workingDays, holidays) =>
          dueOnOf({ createdAt: at, workingDays, pausedWorkingDays: 0 }, holidays),
      },
      notifier.received({ id, serviceType: details.serviceType, ownerId: owner.id }),
    );
    if ('refused' in outcome) {
      throw outcome.refused === 'account_closed'
        ? accountClosed(owner.id, filer.id)
        : consents.applicationRefused(owner, filer);
    }
    if ('full' in outcome) throw storageRefused(outcome.full);
    return outcome.filed.id;
  }

  /** Refused before any file is moved into place; checked again in the filing's unit. */
  async function checkConsent(owner: User, filer: User, consent: boolean | undefined) {
    if (consent || (await consents.has(owner.id, 'application'))) return;
    throw consents.applicationRefused(owner, filer);
  }

  async function checkRtpsCodes(input: ApplyRtpsInput) {
    const codes = await deps.catalogue.rtpsCodes('active');
    if (!codes.blocks.some((block) => block.code === input.block)) {
      throw new AppError('INVALID', applicationMessages.invalidBlock);
    }
    if (!codes.registrationTypes.some((type) => type.code === input.registrationType)) {
      throw new AppError('INVALID', applicationMessages.invalidRegistrationType);
    }
  }

  return {
    /**
     * The search term a whole identity number typed in the operators' search box matches
     * (its blind index), or null when what was typed cannot be one.
     */
    identitySearchTerm(query: string): string | null {
      return looksLikeIdentityNumber(query) ? identityTerm(values.blindIndex(query)) : null;
    },

    /**
     * A multipart application: the fields and files are checked in the original portal's order
     * (docs/product.md), then the files are moved into place and the rows written. On any failure
     * nothing stays: the caller discards the temp files; files already moved are removed here.
     */
    async applyWithFiles(
      user: User,
      serviceType: UploadType,
      form: ReceivedForm,
      filer: User = user,
    ) {
      const parsed = applyInputs[serviceType].safeParse({ ...form.fields, ...form.files });
      if (!parsed.success) throw new AppError('INVALID', firstIssueMessage(parsed.error.issues));
      const rules: Record<string, FileRule> = fileRules[serviceType];
      for (const [field, rule] of Object.entries(rules)) checkFileType(form.files[field], rule);
      const { consent } = parsed.data;
      await checkConsent(user, filer, consent);
      const { details, applicantName } = detailsFrom(serviceType, parsed.data);
      const uploads = Object.keys(rules).flatMap((field) => form.files[field] ?? []);
      const id = await keepUploads(storage, uploads, (kept) =>
        insertApplication(user, details, applicantName ?? user.name, kept, filer, consent),
      );
      return {
        message: submitMessages[serviceType],
        service: await detailOf(await detailVisible(filer, id), filer),
      };
    },

    async applyRtps(user: User, input: ApplyRtpsInput, filer: User = user) {
      const { consent, ...fields } = input;
      await checkRtpsCodes(fields);
      await checkConsent(user, filer, consent);
      // Typed as the receipt prints it (BICCO/2026/12345): kept bare, the id adds type and year.
      const details: Details = {
        serviceType: 'RTPS',
        ...fields,
        registrationNumber: bareRtpsNumber(fields.registrationNumber),
      };
      const id = await insertApplication(user, details, user.name, [], filer, consent);
      return {
        message: submitMessages.RTPS,
        service: await detailOf(await detailVisible(filer, id), filer),
      };
    },

    /** The caller's own applications, newest first, with the summary the lists need. */
    async listMine(user: User) {
      const mine = await repository.ofOwner(user.id);
      return mine.flatMap(({ application, details, comments }) =>
        details ? [applicationSummary(application, listedDetails(details), comments)] : [],
      );
    },

    /**
     * What an application's acknowledgement slip prints (its owner or an operator asks):
     * the application, its applicant, the citizen's documents received, the centre.
     */
    async slip(viewer: User, id: string): Promise<SlipFacts> {
      const record = await recordVisible(viewer, id);
      const { application, owner } = record;
      const details = detailsOf(record);
      if (!owner || !details) throw new AppError('NOT_FOUND', applicationMessages.notFound);
      return {
        application,
        owner: { name: owner.name, language: owner.language },
        details,
        documentTypes: record.attachments
          // A file a send-back replaced was received too, under the same name: named once.
          .filter((file) => !file.replacedAt)
          .map((file) => file.documentType)
          // The form's documents: not the centre's results, nor extras asked for later.
          .filter((type) => documentSlots(application.serviceType).includes(type)),
        centre: await fees.centre(),
        holidays: await fees.holidays(),
        paidSoFar: (await payments.ofApplication(application.id)).reduce(
          (sum, receipt) => sum + receipt.amount,
          0,
        ),
      };
    },

    async get(viewer: User, id: string) {
      const read = await detailVisible(viewer, id);
      const { record } = read;
      const { application } = record;
      const detail = await detailOf(read, viewer);
      // Decision 42: every operator view of full identity numbers is logged, and kept
      // (docs/decisions/064): the row is written before the numbers leave.
      if (application.userId !== viewer.id && carriesIdentityNumbers(application)) {
        securityEvent(logger, {
          event: 'identity_numbers_viewed',
          userId: viewer.id,
          objectType: 'application',
          objectId: application.id,
          ownerId: application.userId,
        });
        await accessLog.record({
          operator: viewer,
          citizenId: application.userId,
          applicationId: application.id,
          subject: 'identity_numbers',
          action: 'view',
        });
      }
      // Who works it and the internal notes: operators only, never the citizen (decision 067).
      if (viewer.role !== 'admin') return detail;
      return {
        ...detail,
        assignedTo: assigneeView(application, record.assigneeName),
        // Read in the detail's snapshot (an operator's read carries them).
        internalNotes: read.notes.map(noteView),
      };
    },

    /** Citizens delete their own applications; the row goes first, then its files. */
    async deleteMine(user: User, id: string) {
      const found = await repository.find(id);
      const application = found?.userId === user.id ? found : null;
      if (!application) throw new AppError('NOT_FOUND', applicationMessages.notFound);
      // Withdrawn only while pending (docs/product.md 51): once the centre works on it, it stays.
      if (application.status !== 'pending') {
        throw new AppError('CONFLICT', applicationMessages.takenUpNotDeleted);
      }
      // Money was taken for it: its receipts must keep pointing at it.
      if ((await payments.ofApplication(application.id)).length > 0) {
        throw new AppError('CONFLICT', applicationMessages.paidNotDeleted);
      }
      await removeApplications([application.id]);
      return { message: applicationMessages.deleted };
    },

    async deleteAllMine(user: User) {
      const mine = await filing.statusesOf(user.id);
      // Only pending ones go (docs/product.md 51); those with payments stay too: their receipts
      // keep pointing at them.
      const pending = mine.filter((row) => row.status === 'pending').map((row) => row.id);
      const ids: string[] = [];
      for (const id of pending) {
        if ((await payments.ofApplication(id)).length === 0) ids.push(id);
      }
      await removeApplications(ids);
      const kept = mine.length - ids.length;
      return {
        message: kept > 0 ? applicationMessages.someKept : applicationMessages.allDeleted,
        deleted: ids.length,
        kept,
      };
    },

    /**
     * A file of an application, for its owner or an admin; anyone else gets 404. An operator's
     * opening (`view`: shown inline; `download`) is recorded before the file is sent.
     */
    async findDocument(
      viewer: User,
      applicationId: string,
      attachmentId: string,
      action: IdentityAccessAction = 'download',
    ) {
      const application = await findVisible(viewer, applicationId);
      const attachment = await repository.attachment(application.id, attachmentId);
      if (!attachment) throw new AppError('NOT_FOUND', applicationMessages.documentNotFound);
      if (application.userId !== viewer.id) {
        securityEvent(logger, {
          event: 'identity_document_downloaded',
          userId: viewer.id,
          objectType: 'application',
          objectId: application.id,
          documentId: attachment.id,
          ownerId: application.userId,
        });
        await accessLog.record({
          operator: viewer,
          citizenId: application.userId,
          applicationId: application.id,
          subject: 'document',
          documentType: attachment.documentType,
          attachmentId: attachment.id,
          action,
        });
      }
      return attachment;
    },
  };

  async function removeApplications(ids: string[]) {
    if (ids.length === 0) return;
    const keys: string[] = [];
    // One unit per 500: the files' keys read and the rows deleted together, then the files.
    for (let i = 0; i < ids.length; i += 500) {
      const { storageKeys } = await filing.remove(ids.slice(i, i + 500));
      keys.push(...storageKeys);
    }
    const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0)
      logger.error({ failed }, 'some files of deleted applications could not be removed');
  }
}

/** Operators see the whole timeline; everyone else (the owner) the citizen's. */
function audienceOf(viewer: User): TimelineAudience {
  return viewer.role === 'admin' ? 'operator' : 'citizen';
}

/** The types whose detail shows full Aadhaar, PAN or account numbers (docs/product.md, Security and privacy: identity numbers). */
function carriesIdentityNumbers(application: Application): boolean {
  // Once purged (retention) the detail shows none.
  if (application.identityPurgedAt) return false;
  return identityNumberFields[application.serviceType].length > 0;
}

/** The type's own fields from the checked form, in the order of '@seva/schemas/application-kinds'. */
function detailsFrom(
  serviceType: UploadType,
  data: Readonly<Record<string, unknown>>,
): { details: Details; applicantName: string | null } {
  const fields: Record<string, string> = {};
  for (const field of detailFields[serviceType]) {
    const value = data[field];
    fields[field] = typeof value === 'string' ? value : '';
  }
  const nameField = applicantNameFields[serviceType];
  return {
    // Every field of the type is set just above, so the row is whole.
    details: { serviceType, ...fields } as Details,
    applicantName: nameField ? (fields[nameField] ?? null) : null,
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
export type { ServiceType };
