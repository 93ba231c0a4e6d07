import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ServiceType } from '@seva/schemas';
import { citizenDetailFieldOrder } from '@seva/schemas/application-kinds';
import { IconArrowLeft, IconFileDownload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import type { ReactNode } from 'react';
import { httpStatusOf } from '../../lib/api-errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { type AppRouter, trpc } from '../../lib/trpc.ts';
import { ma } from '../../messages/application-screens.ts';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { retentionRows } from '../consent/retention-rows.ts';
import { formatRupees } from '../orders/format.ts';
import { ApplicationTimeline } from './detail/ApplicationTimeline.tsx';
import { CommentList } from './detail/CommentList.tsx';
import {
  type AttachmentView,
  DocumentGrid,
  DownloadButton,
  type LabelledAttachment,
  ViewButton,
} from './detail/DocumentCard.tsx';
import { partitionDocuments } from './detail/documents.ts';
import { type FieldRow, FieldTable, LabelledValue } from './detail/FieldTable.tsx';
import { acknowledgementUrl, feeText, promisedDay } from './detail/fee.ts';
import { RequestedDocuments } from './detail/RequestedDocuments.tsx';
import { Timeline } from './detail/Timeline.tsx';
import { formatBirthDate } from './format.ts';
import { detailLink } from './paths.ts';

const t = ma.detail;

export type Detail = inferRouterOutputs<AppRouter>['applications']['byId'];

function shown(found: string | undefined): string {
  return found || ma.list.notAvailable;
}

function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

type CitizenField<T extends ServiceType> = (typeof citizenDetailFieldOrder)[T][number];

/**
 * Each field's label on this page (the original portal's words, docs/product.md; ITR's differ from
 * its form's).
 */
const fieldLabels: { [T in ServiceType]: Record<CitizenField<T>, string> } = {
  PanCard: {
    fullName: ma.pan.fullName,
    fatherName: ma.pan.fatherName,
    dateOfBirth: ma.pan.dateOfBirth,
    mobileNumber: ma.pan.mobileNumber,
    aadharNumber: ma.pan.aadharNumber,
    address: ma.pan.address,
  },
  RTPS: {
    registrationId: t.registrationId,
    block: ma.rtps.block,
    registrationType: ma.rtps.registrationType,
    registrationNumber: ma.rtps.registrationNumber,
  },
  JobCard: { name: ma.jobCard.name, fatherHusbandName: ma.jobCard.fatherHusbandName },
  ITR: {
    aadharCardNo: t.aadharNumber,
    panCardNo: t.panNumber,
    accountNo: t.accountNo,
    ifscCode: t.ifscCode,
  },
};

const fieldTestIds: Readonly<Partial<Record<string, string>>> = {
  aadharNumber: 'detail-aadhaar',
  aadharCardNo: 'detail-aadhaar',
  registrationId: 'detail-registration-id',
};

/**
 * The per-type fields; the full Aadhaar appears only here (docs/product.md, Security and privacy).
 */
function detailFields(detail: Detail): FieldRow[] {
  const values: Readonly<Partial<Record<string, string>>> = detail.specificService;
  const labels: Readonly<Record<string, string>> = fieldLabels[detail.serviceType];
  return citizenDetailFieldOrder[detail.serviceType].map((key) => {
    const text = shown(values[key]);
    return {
      key,
      label: labels[key] ?? key,
      value: key === 'dateOfBirth' ? formatBirthDate(text) : text,
      testId: fieldTestIds[key],
    };
  });
}

function documentLabel(document: Pick<AttachmentView, 'documentType' | 'requestedAs'>): string {
  return ma.documentTypes[document.documentType] ?? document.requestedAs ?? document.documentType;
}

/**
 * The citizen's current uploads, each named by what it is (or by the name a send-back asked
 * for it under). A file a send-back replaced stays with the centre, not on this page.
 */
function labelled(documents: AttachmentView[]): LabelledAttachment[] {
  return current(documents).map((document) => ({
    ...document,
    label: documentLabel(document),
  }));
}

function current<D extends { replacedAt: string | null }>(documents: D[]): D[] {
  return documents.filter((document) => document.replacedAt === null);
}

/**
 * While the centre waits for documents: its message and one upload per item asked for
 * (docs/decisions/066). First on the page, where a phone shows it without scrolling.
 */
function DocumentsNeeded({ detail }: { detail: Detail }) {
  const queryClient = useQueryClient();
  if (detail.status !== 'needs_documents' || detail.requestedDocuments.length === 0) return null;
  const sendBack = detail.statusHistory.findLast((change) => change.toStatus === 'needs_documents');
  const r = ma.requested;
  return (
    <Card
      withBorder
      padding="md"
      data-testid="documents-needed"
      style={{ borderColor: 'var(--mantine-color-orange-6)' }}
    >
      <Title order={3} fz="md">
        {r.title}
      </Title>
      <Text size="sm" mb="sm">
        {r.intro}
      </Text>
      {sendBack?.reason ? (
        <Alert color="orange" variant="light" title={r.message} mb="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="send-back-reason">
            {sendBack.reason}
          </Text>
        </Alert>
      ) : null}
      <RequestedDocuments
        applicationId={detail._id}
        serviceType={detail.serviceType}
        documents={detail.requestedDocuments}
        canUpload
        texts={r}
        onUploaded={() => queryClient.invalidateQueries(trpc.applications.pathFilter())}
      />
      <Text size="xs" c="dimmed" mt="sm">
        {r.hint} {r.paused}
      </Text>
    </Card>
  );
}

const documentTexts = { view: t.view, download: t.download, pdfDocument: t.pdfDocument };

function Comments({ detail, title }: { detail: Detail; title: string }) {
  return (
    <Section title={title} testId="detail-comments">
      <CommentList comments={detail.comments} empty={t.noComments} />
    </Section>
  );
}

function History({ detail }: { detail: Detail }) {
  return (
    <Section title={t.history} testId="detail-history">
      <Timeline
        history={detail.statusHistory}
        createdAt={detail.createdAt}
        texts={{ submitted: t.submitted, by: t.changedBy, empty: t.noHistory }}
      />
    </Section>
  );
}

/** The operator's result documents: the reason a citizen comes back, so they come first. */
function AdditionalDocuments({ documents }: { documents: AttachmentView[] }) {
  if (documents.length === 0) return null;
  return (
    <Card
      withBorder
      padding="md"
      data-testid="additional-documents"
      style={{ borderColor: 'var(--mantine-color-green-6)' }}
    >
      <Title order={3} fz="md">
        {t.additionalDocuments}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t.additionalHint}
      </Text>
      <Stack gap="xs">
        {documents.map((document) => (
          <Group key={document._id} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
              {document.originalName}
            </Text>
            <DownloadButton document={document} label={t.download} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function Header({ detail, title }: { detail: Detail; title: string }) {
  return (
    <Stack gap={6}>
      <Anchor component={Link} to="/dashboard/services" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t.back}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <ScreenTitle fz={{ base: 20, sm: 24 }} item={detail.referenceNumber}>
            {title}
          </ScreenTitle>
          <Text size="sm" c="dimmed">
            {t.reference}:{' '}
            <Text
              span
              ff="monospace"
              fw={600}
              c="var(--mantine-color-text)"
              data-testid="detail-reference"
            >
              {detail.referenceNumber}
            </Text>
          </Text>
        </div>
        <div data-testid="detail-status">
          <StatusBadge status={detail.status} size="lg" />
        </div>
      </Group>
      <Group>
        <Button
          component="a"
          href={acknowledgementUrl(detail._id)}
          download
          variant="light"
          size="sm"
          leftSection={<IconFileDownload size={16} aria-hidden />}
        >
          {t.acknowledgement}
        </Button>
      </Group>
    </Stack>
  );
}

/** The citizen's receipts, each a PDF to keep. */
function Receipts({ detail }: { detail: Detail }) {
  if (detail.receipts.length === 0) return null;
  return (
    <Section title={t.receipts} testId="detail-receipts">
      <Stack gap="xs">
        {detail.receipts.map((receipt) => (
          <Group key={receipt._id} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              {formatRupees(receipt.amount)} · {formatDateTime(receipt.createdAt)}
            </Text>
            <Anchor
              href={receipt.path}
              download
              size="sm"
              ff="monospace"
              aria-label={t.receiptOf(receipt.number)}
            >
              {receipt.number}
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

/** The fee as filed and the promised date, beside the dates on both layouts. */
function feeRows(detail: Detail) {
  const paidSoFar = detail.receipts.reduce((sum, receipt) => sum + receipt.amount, 0);
  return [
    { key: 'fee', label: t.fee, value: feeText(detail.fee, t), testId: 'detail-fee' },
    ...(detail.fee.total > 0
      ? [
          {
            key: 'payment',
            label: t.payment,
            value: detail.paid ? t.paid : t.due(formatRupees(detail.fee.total - paidSoFar)),
            testId: 'detail-payment',
          },
        ]
      : []),
    {
      key: 'promisedBy',
      label: t.promisedBy,
      value: promisedDay(detail.promisedBy),
      testId: 'detail-promised',
    },
    ...retentionRows(detail.retention, 'citizen'),
  ];
}

function StandardDetail({ detail }: { detail: Detail }) {
  const { submitted: uploads, additional } = partitionDocuments(detail.documents);
  const showUser = detail.serviceType === 'RTPS' || detail.serviceType === 'JobCard';
  return (
    <Stack gap="md">
      <Header detail={detail} title={t.titles[detail.serviceType]} />
      <DocumentsNeeded detail={detail} />
      <AdditionalDocuments documents={additional} />
      <Section title={t.details}>
        <FieldTable rows={detailFields(detail)} />
        <FieldTable
          mt="sm"
          rows={[
            { key: 'appliedOn', label: t.appliedOn, value: formatDateTime(detail.createdAt) },
            { key: 'lastUpdated', label: t.lastUpdated, value: formatDateTime(detail.updatedAt) },
            ...feeRows(detail),
          ]}
        />
      </Section>
      {showUser ? (
        <Section title={t.userInformation}>
          <FieldTable
            rows={[
              { key: 'name', label: t.userName, value: detail.user.name },
              { key: 'email', label: t.userEmail, value: detail.user.email },
            ]}
          />
        </Section>
      ) : null}
      {detail.serviceType === 'RTPS' ? null : (
        <Section title={t.documents} testId="detail-documents">
          <DocumentGrid documents={labelled(uploads)} texts={documentTexts} empty={t.noDocuments} />
        </Section>
      )}
      <Receipts detail={detail} />
      <Comments detail={detail} title={t.comments} />
      <History detail={detail} />
      <ApplicationTimeline entries={detail.timeline} audience="citizen" />
    </Stack>
  );
}

/** The ITR detail page: its own cards. */
function ItrDetail({ detail }: { detail: Detail }) {
  const { submitted: uploads, additional } = partitionDocuments(detail.documents);
  return (
    <Stack gap="md">
      <Header detail={detail} title={t.itrTitle(detail.serviceType)} />
      <DocumentsNeeded detail={detail} />
      <AdditionalDocuments documents={additional} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t.itrInformation}>
          <FieldTable rows={detailFields(detail)} />
        </Section>
        <Section title={t.applicationStatus}>
          <Stack gap="sm">
            <LabelledValue label={t.status} value={<StatusBadge status={detail.status} />} />
            <LabelledValue label={t.appliedOn} value={formatDateTime(detail.createdAt)} />
            <LabelledValue label={t.lastUpdated} value={formatDateTime(detail.updatedAt)} />
            {/* The reference, not the internal id (docs/product.md, Words). */}
            <LabelledValue label={t.reference} value={detail.referenceNumber} />
            {feeRows(detail).map((row) => (
              <LabelledValue
                key={row.key}
                label={row.label}
                value={row.value}
                testId={row.testId}
              />
            ))}
          </Stack>
        </Section>
      </SimpleGrid>
      <Section title={t.submittedDocuments} testId="detail-documents">
        {uploads.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t.noDocuments}
          </Text>
        ) : (
          <Stack gap="xs">
            {current(uploads).map((document) => (
              <Group key={document._id} justify="space-between" wrap="wrap" gap="xs">
                <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {documentLabel(document)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {document.originalName}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <ViewButton document={document} label={t.viewDocument} />
                  <DownloadButton document={document} label={t.download} />
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Section>
      <Receipts detail={detail} />
      {detail.comments.length > 0 ? <Comments detail={detail} title={t.adminComments} /> : null}
      <History detail={detail} />
      <ApplicationTimeline entries={detail.timeline} audience="citizen" />
    </Stack>
  );
}

/** A detail page: loads the application and shows it the way its type asks. */
export function ApplicationDetail({ id, serviceType }: { id: string; serviceType: ServiceType }) {
  const query = useQuery(trpc.applications.byId.queryOptions({ id }));
  const itr = serviceType === 'ITR';

  if (query.isPending) {
    return (
      <Text role="status" aria-live="polite" ta="center" py="xl">
        {t.loading}
      </Text>
    );
  }
  if (query.isError) {
    // The catalogue's texts only: the error's own message (a network or server detail) is not
    // shown.
    if (httpStatusOf(query.error) === 404) {
      return (
        <Alert color="yellow" role="alert">
          {t.notFound}
        </Alert>
      );
    }
    return (
      <Alert color="red" role="alert">
        {t.failed}
      </Alert>
    );
  }
  const detail = query.data;
  if (!detail) {
    return <Alert color="yellow">{t.notFound}</Alert>;
  }
  // A link with the wrong type in its path: show the application where it belongs.
  if (detail.serviceType !== serviceType) {
    return <Navigate {...detailLink(detail.serviceType, id)} replace />;
  }
  return itr ? <ItrDetail detail={detail} /> : <StandardDetail detail={detail} />;
}
