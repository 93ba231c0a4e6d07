import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsList } from '../../../../features/applications/ApplicationsList.tsx';
import { ServicesCatalogue } from '../../../../features/applications/ServicesCatalogue.tsx';

/** My Services, which is also the catalogue of the four applications. */
export const Route = createFileRoute('/_authed/dashboard/services/')({
  component: () => (
    <Stack gap="xl">
      <ServicesCatalogue />
      <ApplicationsList />
    </Stack>
  ),
});
