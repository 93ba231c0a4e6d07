import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ServiceType } from '@seva/schemas';
import { citizenDetailFieldOrder } from '@seva/schemas/application-kinds';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import type { ReactNode } from 'react';
import { httpStatusOf } from '../../lib/api-errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { type AppRouter, trpc } from '../../lib/trpc.ts';
import { ma } from '../../messages/application-screens.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import {
  type AttachmentView,
  DocumentCard,
  DownloadButton,
  documentLabel,
  ViewButton,
} from './DocumentCard.tsx';
import { partitionDocuments } from './detail/documents.ts';
import { formatBirthDate } from './format.ts';
import { detailLink } from './paths.ts';

const t = ma.detail;

export type Detail = inferRouterOutputs<AppRouter>['applications']['byId'];

function shown(found: string | undefined): string {
  return found || ma.list.notAvailable;
}

function Field({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
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

/** Each field's label on this page (the seeds' words; ITR's differ from its form's). */
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
function detailFields(detail: Detail): Array<[string, string, string?]> {
  const values: Readonly<Partial<Record<string, string>>> = detail.specificService;
  const labels: Readonly<Record<string, string>> = fieldLabels[detail.serviceType];
  return citizenDetailFieldOrder[detail.serviceType].map((key) => {
    const text = shown(values[key]);
    return [
      labels[key] ?? key,
      key === 'dateOfBirth' ? formatBirthDate(text) : text,
      fieldTestIds[key],
    ];
  });
}

function FieldGrid({ fields }: { fields: Array<[string, string, string?]> }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {fields.map(([label, text, testId]) => (
        <Field key={label} label={label} testId={testId}>
          {text}
        </Field>
      ))}
    </SimpleGrid>
  );
}

function Comments({ detail, title }: { detail: Detail; title: string }) {
  return (
    <Section title={title} testId="detail-comments">
      {detail.comments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t.noComments}
        </Text>
      ) : (
        <Stack gap="sm">
          {detail.comments.map((comment) => (
            <div key={comment._id}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.text}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(comment.createdAt)}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function History({ detail }: { detail: Detail }) {
  return (
    <Section title={t.history} testId="detail-history">
      <Stack gap="xs">
        {detail.statusHistory.some((change) => !change.fromStatus) ? null : (
          <Group gap="xs" justify="space-between">
            <Text size="sm">{t.submitted}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(detail.createdAt)}
            </Text>
          </Group>
        )}
        {detail.statusHistory.map((change) => (
          <Group key={change._id} gap="xs" justify="space-between" wrap="wrap">
            <Group gap={6}>
              {change.fromStatus ? (
                <>
                  <StatusBadge status={change.fromStatus} size="sm" />
                  <Text size="sm" aria-hidden>
                    →
                  </Text>
                </>
              ) : (
                <Text size="sm">{t.submitted}</Text>
              )}
              <StatusBadge status={change.toStatus} size="sm" />
            </Group>
            <Text size="xs" c="dimmed">
              {formatDateTime(change.createdAt)}
              {change.changedBy ? ` ${t.changedBy(change.changedBy)}` : ''}
            </Text>
          </Group>
        ))}
        {detail.statusHistory.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noHistory}
          </Text>
        ) : null}
      </Stack>
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
            <DownloadButton document={document} />
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
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {title}
          </Title>
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
    </Stack>
  );
}

function StandardDetail({ detail }: { detail: Detail }) {
  const { submitted: uploads, additional } = partitionDocuments(detail.documents);
  const showUser = detail.serviceType === 'RTPS' || detail.serviceType === 'JobCard';
  return (
    <Stack gap="md">
      <Header detail={detail} title={t.titles[detail.serviceType]} />
      <AdditionalDocuments documents={additional} />
      <Section title={t.details}>
        <FieldGrid fields={detailFields(detail)} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
          <Field label={t.appliedOn}>{formatDateTime(detail.createdAt)}</Field>
          <Field label={t.lastUpdated}>{formatDateTime(detail.updatedAt)}</Field>
        </SimpleGrid>
      </Section>
      {showUser ? (
        <Section title={t.userInformation}>
          <FieldGrid
            fields={[
              [t.userName, detail.user.name],
              [t.userEmail, detail.user.email],
              [t.userId, detail.user._id],
            ]}
          />
        </Section>
      ) : null}
      {detail.serviceType === 'RTPS' ? null : (
        <Section title={t.documents} testId="detail-documents">
          {uploads.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t.noDocuments}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              {uploads.map((document) => (
                <DocumentCard key={document._id} document={document} />
              ))}
            </SimpleGrid>
          )}
        </Section>
      )}
      <Comments detail={detail} title={t.comments} />
      <History detail={detail} />
    </Stack>
  );
}

/** The ITR detail page: its own cards. */
function ItrDetail({ detail }: { detail: Detail }) {
  const { submitted: uploads, additional } = partitionDocuments(detail.documents);
  return (
    <Stack gap="md">
      <Header detail={detail} title={t.itrTitle(detail.serviceType)} />
      <AdditionalDocuments documents={additional} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t.itrInformation}>
          <FieldGrid fields={detailFields(detail)} />
        </Section>
        <Section title={t.applicationStatus}>
          <Stack gap="sm">
            <Field label={t.status}>
              <StatusBadge status={detail.status} />
            </Field>
            <Field label={t.appliedOn}>{formatDateTime(detail.createdAt)}</Field>
            <Field label={t.lastUpdated}>{formatDateTime(detail.updatedAt)}</Field>
            <Field label={t.id}>{detail._id}</Field>
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
            {uploads.map((document) => (
              <Group key={document._id} justify="space-between" wrap="wrap" gap="xs">
                <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {documentLabel(document.documentType)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {document.originalName}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <ViewButton document={document} label={t.viewDocument} />
                  <DownloadButton document={document} />
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Section>
      {detail.comments.length > 0 ? <Comments detail={detail} title={t.adminComments} /> : null}
      <History detail={detail} />
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
