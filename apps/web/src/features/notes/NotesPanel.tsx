import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { NoteView } from '@seva/schemas';
import { IconNote } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { mw } from '../../messages/operator-workflow.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';

const t = mw.notes;
export const NOTE_MAX = 2000;

/** Ctrl+Enter (⌘+Enter on a Mac) adds the note from the keyboard. */
export function isSubmitShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}

/**
 * Operators' internal notes on an application or an order (docs/decisions/067): the list,
 * newest first, and a box to add one. Only operators' pages show it; the citizen's answers
 * never carry notes.
 */
export function NotesPanel({
  subject,
  id,
  notes,
}: {
  subject: 'application' | 'order';
  id: string;
  notes: readonly NoteView[];
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const hintId = useId();
  const onSuccess = async (result: { message: string }) => {
    toastSuccess(result.message);
    setText('');
    await queryClient.invalidateQueries(
      subject === 'application' ? trpc.applications.pathFilter() : trpc.orders.pathFilter(),
    );
  };
  const onError = (error: unknown) => toastError(messageOf(error, t.failed));
  const toApplication = useMutation(
    trpc.notes.addToApplication.mutationOptions({ onSuccess, onError }),
  );
  const toOrder = useMutation(trpc.notes.addToOrder.mutationOptions({ onSuccess, onError }));
  const pending = toApplication.isPending || toOrder.isPending;
  const blank = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || pending) return;
    const input = { id, text: text.trim() };
    if (subject === 'application') toApplication.mutate(input);
    else toOrder.mutate(input);
  };

  return (
    <Stack gap="sm" data-testid="internal-notes">
      <div>
        <Title order={3} size="h4">
          {t.title}
        </Title>
        <Text size="xs" c="dimmed">
          {t.hint}
        </Text>
      </div>
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {notes.map((note) => (
            <li key={note._id}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(note.createdAt)} · {t.by(note.author ?? t.someone)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label={t.label}
            placeholder={t.placeholder}
            value={text}
            maxLength={NOTE_MAX}
            rows={3}
            aria-describedby={hintId}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (isSubmitShortcut(event)) submit(event);
            }}
          />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed" id={hintId}>
              {t.shortcut} · {t.count(text.length, NOTE_MAX)}
            </Text>
            <Button
              type="submit"
              size="xs"
              disabled={blank || pending}
              loading={pending}
              leftSection={<IconNote size={16} aria-hidden />}
            >
              {t.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
