import '@mantine/core/styles/Progress.css';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { ma } from '../../messages/application-screens.ts';
import type { ApplyResult } from './use-apply.tsx';

const t = ma.form;

/** The upload progress bar and the outcome of a submit, above the submit button. */
export function ApplyStatus({ progress, result }: { progress?: number; result?: ApplyResult }) {
  return (
    <Stack gap="xs">
      {progress !== undefined && !result ? (
        <div>
          <Text size="sm" mb={4} aria-live="polite">
            {t.uploading(progress)}
          </Text>
          <Progress
            value={progress}
            size="lg"
            striped
            animated
            aria-label={t.uploading(progress)}
          />
        </div>
      ) : null}
      {result ? (
        <Alert
          color={result.ok ? 'green' : 'red'}
          role={result.ok ? 'status' : 'alert'}
          data-testid="apply-result"
        >
          {result.message}
          {result.ok && result.reference ? (
            <Text size="sm" fw={600} mt={4}>
              {t.reference(result.reference)}
            </Text>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
