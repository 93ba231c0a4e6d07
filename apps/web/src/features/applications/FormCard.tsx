import { Button, Loader, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ma } from '../../messages/application-screens.ts';

/** The frame of an application form: one column, readable on a 360 px phone. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto" w="100%">
      <Title order={2} fz={{ base: 20, sm: 24 }} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** 'Submit Application', shown as 'Submitting...' while the upload runs. */
export function SubmitButton({ pending, done }: { pending: boolean; done: boolean }) {
  return (
    <Button
      type="submit"
      fullWidth
      size="md"
      disabled={pending || done}
      leftSection={pending ? <Loader size="xs" color="gray" aria-hidden /> : undefined}
    >
      {pending ? ma.form.submitting : ma.form.submitApplication}
    </Button>
  );
}
