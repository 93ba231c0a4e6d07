import { Paper, Stack, Text } from '@mantine/core';
import type { CommentView } from '@seva/schemas';
import { formatDateTime } from '../../../lib/dates.ts';

/**
 * The operator's comments on an application, oldest first, as both detail pages show them.
 * Plain text: React escapes it; pre-wrap keeps the operator's line breaks.
 */
export function CommentList({
  comments,
  empty,
}: {
  comments: readonly CommentView[];
  empty: string;
}) {
  if (comments.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {comments.map((comment) => (
        <Paper component="li" key={comment._id} withBorder p="sm" radius="md">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.text}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {formatDateTime(comment.createdAt)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
