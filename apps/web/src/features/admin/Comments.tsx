import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { mo } from '../../messages/operator-screens.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { invalidateApplications } from './invalidate.ts';

const t = mo.comments;

/**
 * docs/product.md, Applications: comments. The list and the add box (Send disabled while blank or
 * sending).
 */
export function Comments({
  id,
  comments,
}: {
  id: string;
  comments: readonly { _id: string; text: string; createdAt: string }[];
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const add = useMutation(
    trpc.admin.addComment.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message || t.success);
        setText('');
        await invalidateApplications(queryClient);
      },
      onError: (error) => toastError(messageOf(error, t.failed)),
    }),
  );
  const blank = text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || add.isPending) return;
    add.mutate({ id, comment: text.trim() });
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t.title}
      </Title>
      {comments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t.empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {comments.map((comment) => (
            <Paper component="li" key={comment._id} withBorder p="sm" radius="md">
              {/* Plain text: React escapes it; pre-wrap keeps the operator's line breaks. */}
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.text}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {formatDateTime(comment.createdAt)}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <form onSubmit={submit}>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t.label}
            placeholder={t.placeholder}
            value={text}
            maxLength={2000}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            disabled={blank || add.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t.send}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
