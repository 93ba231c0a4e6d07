import { Badge, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { mo } from '../../messages/operator-screens.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';

const t = mo.settings;

interface Code {
  code: string;
  name: string;
  /** Shown to Hindi readers; none shows the English (docs/decisions/055). */
  nameHi: string | null;
  active: boolean;
}

/**
 * RTPS blocks or registration types (docs/product.md, Applications: RTPS): add, rename (in
 * English and in Hindi), activate/deactivate.
 */
export function RtpsCodes({
  kind,
  title,
  codes,
  onSaved,
}: {
  kind: 'block' | 'registrationType';
  title: string;
  codes: readonly Code[];
  onSaved: () => Promise<unknown>;
}) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [nameHi, setNameHi] = useState('');
  const [renaming, setRenaming] = useState<Code>();
  const [newName, setNewName] = useState('');
  const [newNameHi, setNewNameHi] = useState('');
  const save = useMutation(
    trpc.admin.saveRtpsCode.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await onSaved();
      },
      onError: (error) => toastError(messageOf(error, t.failed)),
    }),
  );

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || !name.trim()) return;
    save.mutate(
      { kind, code: code.trim().toUpperCase(), name: name.trim(), nameHi, active: true },
      {
        onSuccess: () => {
          setCode('');
          setName('');
          setNameHi('');
        },
      },
    );
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming || !newName.trim()) return;
    save.mutate(
      {
        kind,
        code: renaming.code,
        name: newName.trim(),
        nameHi: newNameHi,
        active: renaming.active,
      },
      { onSuccess: () => setRenaming(undefined) },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {codes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.empty}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {codes.map((item) => (
              <Group
                component="li"
                key={item.code}
                justify="space-between"
                wrap="wrap"
                gap="xs"
                data-code={item.code}
              >
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <Text ff="monospace" fw={600} size="sm">
                    {item.code}
                  </Text>
                  <Text size="sm" truncate>
                    {item.name}
                  </Text>
                  {item.nameHi ? (
                    <Text size="sm" c="dimmed" lang="hi" truncate>
                      {item.nameHi}
                    </Text>
                  ) : null}
                  {item.active ? null : (
                    <Badge size="xs" color="gray" variant="light">
                      {t.inactive}
                    </Badge>
                  )}
                </Group>
                <Group gap={4}>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={t.renameOf(item.code)}
                    onClick={() => {
                      setNewName(item.name);
                      setNewNameHi(item.nameHi ?? '');
                      setRenaming(item);
                    }}
                  >
                    {t.rename}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color={item.active ? 'red' : 'green'}
                    disabled={save.isPending}
                    aria-label={item.active ? t.deactivateOf(item.code) : t.activateOf(item.code)}
                    onClick={() =>
                      save.mutate({ kind, code: item.code, name: item.name, active: !item.active })
                    }
                  >
                    {item.active ? t.deactivate : t.activate}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <form onSubmit={add}>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label={t.code}
              size="sm"
              value={code}
              maxLength={20}
              onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
              w={110}
            />
            <TextInput
              label={t.name}
              size="sm"
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: '1 1 140px' }}
            />
            <TextInput
              label={t.nameHi}
              lang="hi"
              size="sm"
              value={nameHi}
              maxLength={60}
              onChange={(event) => setNameHi(event.currentTarget.value)}
              style={{ flex: '1 1 140px' }}
            />
            <Button
              type="submit"
              size="sm"
              disabled={!code.trim() || !name.trim() || save.isPending}
            >
              {t.add}
            </Button>
          </Group>
        </form>
      </Stack>
      <Modal
        opened={renaming !== undefined}
        onClose={() => setRenaming(undefined)}
        title={renaming ? t.renameOf(renaming.code) : t.renameTitle}
        centered
      >
        <form onSubmit={rename}>
          <Stack gap="md">
            <TextInput
              label={t.name}
              value={newName}
              maxLength={60}
              required
              data-autofocus
              onChange={(event) => setNewName(event.currentTarget.value)}
            />
            <TextInput
              label={t.nameHi}
              description={t.inHindiHint}
              lang="hi"
              value={newNameHi}
              maxLength={60}
              onChange={(event) => setNewNameHi(event.currentTarget.value)}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setRenaming(undefined)}>
                {t.cancel}
              </Button>
              <Button type="submit" disabled={!newName.trim() || save.isPending}>
                {t.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
