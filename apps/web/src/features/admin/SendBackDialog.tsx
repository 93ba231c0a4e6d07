import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  DOCUMENT_KEY_PATTERN,
  documentSlots,
  MAX_REQUESTED_DOCUMENTS,
  REQUESTED_LABEL_MAX,
  type ServiceType,
} from '@seva/schemas/application-kinds';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { mo } from '../../messages/operator-screens.ts';

const t = mo.sendBack;
const slotLabels: Readonly<Record<string, string>> = mo.detail.fileLabels;

export interface SendBackChange {
  status: 'needs_documents';
  reason: string;
  documents: Array<{ key: string; label: string }>;
}

/**
 * A key for a named extra document, from its name: ASCII words joined by hyphens, else
 * `document-N` (a Hindi name); never one already taken (docs/decisions/066).
 */
export function extraKey(label: string, taken: readonly string[]): string {
  const words = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32);
  const base = /^[a-z]/.test(words) && DOCUMENT_KEY_PATTERN.test(words) ? words : 'document';
  for (let n = base === 'document' ? 1 : 0; ; n++) {
    const key = n === 0 ? base : `${base}-${n}`;
    if (!taken.includes(key)) return key;
  }
}

/**
 * Send back for documents (docs/product.md 31): a message to the citizen, a checklist of the
 * application's own document slots, and named extra documents. Keyboard: Tab through the
 * checklist, Enter in the extra document's name adds it, Enter in the message does not send.
 */
export function SendBackDialog({
  opened,
  serviceType,
  busy,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  serviceType: ServiceType;
  busy: boolean;
  onClose: () => void;
  onSubmit: (change: SendBackChange) => void;
}) {
  const slots = documentSlots(serviceType);
  const [message, setMessage] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [extras, setExtras] = useState<Array<{ key: string; label: string }>>([]);
  const [extraName, setExtraName] = useState('');
  const [messageError, setMessageError] = useState<string>();
  const [listError, setListError] = useState<string>();

  const full = chosen.length + extras.length >= MAX_REQUESTED_DOCUMENTS;

  const addExtra = () => {
    const label = extraName.trim();
    if (!label || full) return;
    const key = extraKey(label, [...slots, ...extras.map((extra) => extra.key)]);
    setExtras((current) => [...current, { key, label }]);
    setExtraName('');
    setListError(undefined);
  };

  const onExtraKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addExtra();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = message.trim();
    const documents = [
      ...slots
        .filter((slot) => chosen.includes(slot))
        .map((slot) => ({ key: slot, label: slotLabels[slot] ?? slot })),
      ...extras,
    ];
    setMessageError(reason ? undefined : t.messageRequired);
    setListError(documents.length > 0 ? undefined : t.noneChosen);
    if (!reason || documents.length === 0) return;
    onSubmit({ status: 'needs_documents', reason, documents });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={t.title}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="send-back-form">
        <Stack gap="md">
          <Textarea
            label={t.message}
            placeholder={t.messagePlaceholder}
            required
            rows={4}
            maxLength={1000}
            value={message}
            error={messageError}
            data-autofocus
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              setMessageError(undefined);
            }}
          />
          {slots.length > 0 ? (
            <Checkbox.Group
              label={t.slots}
              value={chosen}
              onChange={(value) => {
                setChosen(value);
                setListError(undefined);
              }}
            >
              <Stack gap="xs" mt="xs">
                {slots.map((slot) => (
                  <Checkbox
                    key={slot}
                    value={slot}
                    label={slotLabels[slot] ?? slot}
                    disabled={full && !chosen.includes(slot)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : null}
          {extras.length > 0 ? (
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {extras.map((extra) => (
                <Group key={extra.key} component="li" justify="space-between" gap="xs">
                  <Text size="sm">{extra.label}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t.remove(extra.label)}
                    onClick={() =>
                      setExtras((current) => current.filter((item) => item.key !== extra.key))
                    }
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          ) : null}
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t.extra}
              placeholder={t.extraPlaceholder}
              maxLength={REQUESTED_LABEL_MAX}
              value={extraName}
              disabled={full}
              onChange={(event) => setExtraName(event.currentTarget.value)}
              onKeyDown={onExtraKey}
              style={{ flex: 1 }}
            />
            <Button variant="default" onClick={addExtra} disabled={full || !extraName.trim()}>
              {t.add}
            </Button>
          </Group>
          {listError ? (
            <Text size="sm" c="red" role="alert">
              {listError}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t.cancel}
            </Button>
            <Button type="submit" color="orange" loading={busy}>
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
