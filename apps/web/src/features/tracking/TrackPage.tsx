import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TrackAnswer } from '@seva/schemas';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { getJson } from '../../lib/rest.ts';
import { mt } from '../../messages/tracking.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { FieldTable } from '../applications/detail/FieldTable.tsx';
import { PublicPage } from '../public/PublicPage.tsx';

const t = mt;

interface Lookup {
  reference: string;
  /** A mobile number or an e-mail address, as typed. */
  contact?: string;
  code?: string;
}

function lookup({ reference, contact, code }: Lookup) {
  const typed = contact?.trim() ?? '';
  const email = typed.includes('@') ? typed : undefined;
  const mobile = typed && !email ? typed : undefined;
  return getJson('/api/track', { reference, mobile, email, code }, t.failed);
}

/** A day (`yyyy-mm-dd`, India) as the screens write dates. */
const indiaDay = (day: string) => formatDate(`${day}T00:00:00+05:30`);

function Result({ answer, onAnother }: { answer: TrackAnswer; onAnother: () => void }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="track-result">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {t.result.title(answer.reference)}
          </Title>
          <div data-testid="track-status">
            <StatusBadge status={answer.status} size="lg" />
          </div>
        </Group>
        <FieldTable
          rows={[
            { key: 'service', label: t.result.service, value: t.types[answer.serviceType] },
            { key: 'applicant', label: t.result.applicant, value: answer.applicant },
            { key: 'filed', label: t.result.filedAt, value: formatDateTime(answer.filedAt) },
            {
              key: 'promised',
              label: t.result.promisedBy,
              value: indiaDay(answer.promisedBy),
              testId: 'track-promised',
            },
          ]}
        />
        <Stack gap="xs">
          <Title order={3} fz="md">
            {t.result.history}
          </Title>
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {answer.history.map((step) => (
              <li key={`${step.at}-${step.status}`} data-testid="track-step">
                <Group gap="sm" wrap="wrap">
                  <StatusBadge status={step.status} size="sm" />
                  <Text size="sm" c="dimmed">
                    {formatDateTime(step.at)}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        </Stack>
        <Alert
          color={
            answer.nextStep === 'contact' ? 'red' : answer.nextStep === 'bring' ? 'orange' : 'blue'
          }
          title={t.result.next}
        >
          {t.nextSteps[answer.nextStep]}
          {answer.bring.length > 0 ? (
            <List size="sm" mt="xs" data-testid="track-bring">
              {answer.bring.map((label) => (
                <List.Item key={label}>{label}</List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
        <Anchor component="button" type="button" onClick={onAnother} size="sm" ta="left">
          {t.result.another}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * The public tracking page (docs/product.md, Public tracking): no login. From the slip's QR code
 * (`/track/{reference}?code=…`) it looks the application up at once.
 */
export function TrackPage({ reference, code }: { reference?: string; code?: string }) {
  const [values, setValues] = useState({ reference: reference ?? '', contact: '', code: '' });
  const [answer, setAnswer] = useState<TrackAnswer>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const run = useCallback(async (query: Lookup) => {
    setPending(true);
    setFailure(undefined);
    try {
      setAnswer(await lookup(query));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t.failed);
    } finally {
      setPending(false);
    }
  }, []);

  // The QR code's link carries the reference and the code: no typing.
  useEffect(() => {
    if (reference && code) void run({ reference, code });
  }, [reference, code, run]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.contact.trim() && !values.code.trim()) {
      setFailure(t.contactRequired);
      return;
    }
    void run(values);
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <PublicPage meta={{ title: t.title, description: t.intro }}>
      <Container size="sm" px="md" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t.title}
          </Title>
          {answer ? (
            <Result
              answer={answer}
              onAnother={() => {
                setAnswer(undefined);
                setValues({ reference: '', contact: '', code: '' });
              }}
            />
          ) : (
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <form onSubmit={submit} noValidate aria-label={t.title}>
                <Stack gap="md">
                  <Text>{t.intro}</Text>
                  <TextInput
                    label={t.reference}
                    placeholder={t.referencePlaceholder}
                    required
                    autoCapitalize="characters"
                    autoComplete="off"
                    {...field('reference')}
                  />
                  <TextInput
                    label={t.contact}
                    placeholder={t.contactPlaceholder}
                    autoComplete="tel"
                    {...field('contact')}
                  />
                  <TextInput
                    label={t.code}
                    description={t.orCode}
                    placeholder={t.codePlaceholder}
                    autoCapitalize="characters"
                    autoComplete="off"
                    {...field('code')}
                  />
                  {failure ? (
                    <Alert color="red" role="alert">
                      {failure}
                    </Alert>
                  ) : null}
                  <Group>
                    <Button type="submit" loading={pending}>
                      {pending ? t.searching : t.submit}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Paper>
          )}
          {answer === undefined && pending && reference ? (
            <Text role="status">{t.searching}</Text>
          ) : null}
        </Stack>
      </Container>
    </PublicPage>
  );
}
