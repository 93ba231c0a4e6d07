import { BackToQueue, NextInQueue } from './NextInQueue.tsx';
import '@mantine/core/styles/Grid.css';
import {
  Alert,
  Avatar,
  Button,
  Divider,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ServiceType } from '@seva/schemas';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { mo } from '../../messages/operator-screens.ts';
import { mw } from '../../messages/operator-workflow.ts';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { ApplicationTimeline } from '../applications/detail/ApplicationTimeline.tsx';
import { DocumentGrid } from '../applications/detail/DocumentCard.tsx';
import { FieldTable } from '../applications/detail/FieldTable.tsx';
import { acknowledgementUrl, feeText, promisedDay } from '../applications/detail/fee.ts';
import { RequestedDocuments } from '../applications/detail/RequestedDocuments.tsx';
import { Timeline } from '../applications/detail/Timeline.tsx';
import { retentionRows } from '../consent/retention-rows.ts';
import { NotesPanel } from '../notes/NotesPanel.tsx';
import { AssignmentPanel } from './AssignmentPanel.tsx';
import { Comments } from './Comments.tsx';
import { fieldsOf, splitDocuments } from './detail-fields.ts';
import { invalidateApplications } from './invalidate.ts';
import { initialOf } from './kinds.ts';
import { PaymentPanel } from './PaymentPanel.tsx';
import { StatusPanel } from './StatusPanel.tsx';
import { UploadDocument } from './UploadDocument.tsx';

const t = mo.detail;
const documentTexts = { view: t.open, download: t.download, pdfDocument: t.pdfDocument };

function Section({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      {children}
    </Paper>
  );
}

/** One structure for all four types (docs/product.md, Applications: the detail page). */
export function ApplicationDetail({ type, id }: { type: ServiceType; id: string }) {
  const query = useQuery(trpc.applications.byId.queryOptions({ id }));
  const queryClient = useQueryClient();

  if (query.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t.loading[type]}</Text>
      </Group>
    );
  }
  if (query.isError || query.data.serviceType !== type) {
    return (
      <Stack gap="md">
        <BackToList type={type} />
        <Alert color="red" role="alert">
          {t.loadFailed[type]}
        </Alert>
      </Stack>
    );
  }

  const service = query.data;
  const { submitted, additional } = splitDocuments(service.documents);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <BackToList type={type} />
        <NextInQueue type={type} id={service._id} />
      </Group>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <ScreenTitle item={service.referenceNumber}>{t.titles[type]}</ScreenTitle>
          <Text size="sm" c="dimmed">
            {t.reference}:{' '}
            <Text
              span
              ff="monospace"
              fw={600}
              c="var(--mantine-color-text)"
              data-testid="reference"
            >
              {service.referenceNumber}
            </Text>
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            component="a"
            href={acknowledgementUrl(service._id, true)}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            {t.acknowledgement}
          </Button>
          <div data-testid="detail-status">
            <StatusBadge status={service.status} size="lg" />
          </div>
        </Group>
      </Group>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Section label={t.applicant}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <Avatar radius="xl" size="lg" color="blue" aria-hidden>
                  {initialOf(service.user.name)}
                </Avatar>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <FieldTable
                    rows={[
                      { key: 'name', label: t.applicant, value: service.user.name },
                      { key: 'type', label: t.serviceType, value: mo.types[service.serviceType] },
                      { key: 'email', label: t.email, value: service.user.email ?? '—' },
                      ...(service.user.mobile
                        ? [{ key: 'mobile', label: t.mobile, value: service.user.mobile }]
                        : []),
                      ...(service.filedAtCounter
                        ? [
                            {
                              key: 'counter',
                              label: t.filedAtCounter,
                              value: service.filedAtCounter.by ?? '—',
                              testId: 'detail-filed-at-counter',
                            },
                          ]
                        : []),
                      {
                        key: 'applied',
                        label: t.appliedOn,
                        value: formatDateTime(service.createdAt),
                      },
                      {
                        key: 'updated',
                        label: t.updatedOn,
                        value: formatDateTime(service.updatedAt),
                      },
                      {
                        key: 'fee',
                        label: t.fee,
                        value: feeText(service.fee, t),
                      },
                      {
                        key: 'promisedBy',
                        label: t.promisedBy,
                        value: promisedDay(service.promisedBy),
                      },
                      ...retentionRows(service.retention, 'operator'),
                    ]}
                  />
                </div>
              </Group>
            </Section>

            <Section label={t.infoTitles[type]}>
              <Title order={3} size="h4" mb="sm">
                {t.infoTitles[type]}
              </Title>
              <FieldTable
                rows={fieldsOf(type, service.specificService).map((field) => ({
                  ...field,
                  testId: `field-${field.key}`,
                }))}
              />
            </Section>

            <Section label={t.submittedDocuments}>
              <Stack gap="lg">
                {type === 'RTPS' && submitted.length === 0 ? null : (
                  <Stack gap="sm">
                    <Title order={3} size="h4">
                      {t.submittedDocuments}
                    </Title>
                    <DocumentGrid
                      documents={submitted}
                      texts={documentTexts}
                      empty={t.noDocuments}
                    />
                  </Stack>
                )}
                {additional.length > 0 ? (
                  <Stack gap="sm" data-testid="additional-documents">
                    <Title order={3} size="h4">
                      {t.additionalDocuments}
                    </Title>
                    <DocumentGrid
                      documents={additional}
                      texts={documentTexts}
                      empty={t.noDocuments}
                    />
                  </Stack>
                ) : null}
                {service.requestedDocuments.length > 0 ? (
                  <Stack gap="sm" data-testid="requested-documents">
                    <Title order={3} size="h4">
                      {mo.sendBack.requestedTitle}
                    </Title>
                    <RequestedDocuments
                      applicationId={service._id}
                      serviceType={type}
                      documents={service.requestedDocuments}
                      canUpload={service.status === 'needs_documents'}
                      texts={{
                        received: mo.sendBack.received,
                        upload: mo.sendBack.uploadAtCounter,
                        uploadShort: mo.upload.select,
                        uploading: mo.upload.uploading,
                        success: mo.sendBack.uploaded,
                        failed: mo.sendBack.uploadFailed,
                      }}
                      onUploaded={() => invalidateApplications(queryClient)}
                    />
                  </Stack>
                ) : null}
                {type === 'RTPS' && submitted.length === 0 ? null : <Divider />}
                <UploadDocument applicationId={service._id} />
              </Stack>
            </Section>
            <ApplicationTimeline entries={service.timeline} audience="operator" />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Section label={mw.assignment.title}>
              <AssignmentPanel id={service._id} assignedTo={service.assignedTo} />
            </Section>
            <Section label={mo.status.title}>
              <StatusPanel
                id={service._id}
                status={service.status}
                serviceType={type}
                reference={service.referenceNumber}
              />
            </Section>
            <Section label={t.payment.title}>
              <PaymentPanel
                key={`${service._id}-${service.receipts.length}`}
                applicationId={service._id}
                fee={service.fee}
                receipts={service.receipts}
              />
            </Section>
            <Section label={mo.comments.title}>
              <Comments id={service._id} comments={service.comments} />
            </Section>
            <Section label={mw.notes.title}>
              <NotesPanel
                subject="application"
                id={service._id}
                notes={service.internalNotes ?? []}
              />
            </Section>
            <Section label={mo.history.title}>
              <Stack gap="sm">
                <Title order={3} size="h4">
                  {mo.history.title}
                </Title>
                <Timeline
                  history={service.statusHistory}
                  createdAt={service.createdAt}
                  texts={{
                    submitted: mo.history.created,
                    by: mo.history.by,
                    empty: mo.history.empty,
                  }}
                />
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function BackToList({ type }: { type: ServiceType }) {
  // Back to the list it was opened from, on the same filtered page (docs/decisions/070).
  return (
    <Group>
      <BackToQueue type={type} label={t.back} />
    </Group>
  );
}
