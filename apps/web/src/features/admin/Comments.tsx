import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import type { CommentView } from '@seva/schemas';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { mo } from '../../messages/operator-screens.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { CommentList } from '../applications/detail/CommentList.tsx';
import { invalidateApplications } from './invalidate.ts';

const t = mo.comments;

/**
 * docs/product.md, Applications: comments. The list and the add box (Send disabled while blank or
 * sending).
 */
export function Comments({ id, comments }: { id: string; comments: readonly CommentView[] }) {
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
      <CommentList comments={comments} empty={t.empty} />
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
