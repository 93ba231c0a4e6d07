import { Alert, Button, InputBase, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ContactInput } from '@seva/schemas';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { postJson } from '../../lib/rest.ts';
import { loadSchemas, loadSchemasOnFirstUse } from '../../lib/schemas.ts';
import { zodErrors } from '../../lib/zod-form.ts';
import { mp } from '../../messages/public-pages.ts';

const t = mp.contact;
const empty: ContactInput = { name: '', email: '', message: '' };

/** POST /api/contact: resolves with the server's message, rejects with its `{ message }`. */
export async function sendContactMessage(values: ContactInput): Promise<string> {
  const answer = await postJson('/api/contact', values, t.failed);
  return answer.message || t.sent;
}

/**
 * The home contact form (docs/product.md, Contact and Inbox): name, email, message, all required;
 * stored for the Inbox.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  // Three fields: plain state (not @mantine/form, ~6 kB the home page's budget cannot carry).
  const [values, setValues] = useState<ContactInput>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactInput, string>>>({});

  const field = (name: keyof ContactInput) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    // The shared schema gives the server's messages; without it (offline) the server checks.
    const schemas = await loadSchemas();
    const found = schemas ? zodErrors(schemas.contactInput, values) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await sendContactMessage(values);
      setValues(empty);
      setSent(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t.failed);
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <Paper withBorder p="xl" radius="md" role="status">
        <Stack align="center" ta="center" gap="sm">
          <IconCircleCheck size={48} color="var(--mantine-color-green-7)" aria-hidden />
          <Title order={3}>{t.sent}</Title>
          <Text c="dimmed">{t.sentText}</Text>
          <Button variant="default" onClick={() => setSent(false)}>
            {t.another}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form {...loadSchemasOnFirstUse} onSubmit={submit} noValidate aria-label={t.title}>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            label={t.name}
            placeholder={t.namePlaceholder}
            autoComplete="name"
            maxLength={100}
            required
            {...field('name')}
          />
          <TextInput
            label={t.email}
            placeholder={t.emailPlaceholder}
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          {/* InputBase (in the shared ui chunk) rather than Textarea: 1.6 kB less on the home page. */}
          <InputBase
            component="textarea"
            multiline
            label={t.message}
            placeholder={t.messagePlaceholder}
            size="md"
            rows={5}
            maxLength={2000}
            required
            {...field('message')}
          />
          <Button type="submit" disabled={pending}>
            {pending ? t.sending : t.send}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
