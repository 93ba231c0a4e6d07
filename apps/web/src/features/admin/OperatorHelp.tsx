import '@mantine/core/styles/Code.css';
import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { mq } from '../../messages/operator-queue.ts';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';

const t = mq.help;

/** The commands of README.md that an operator may be asked to run. */
const COMMANDS = {
  admin:
    'npx -y pnpm@10.34.9 cli create-admin --email name@example.in --name "Name" --password "a long passphrase"',
  backup: 'npx -y pnpm@10.34.9 cli backup --to /mnt/usb/seva',
  restore:
    'DATA_DIR=./data-new KEY_FILE=./data-keys.json npx -y pnpm@10.34.9 cli restore --from /mnt/usb/seva/seva-backup-….sevabak',
  rotate: 'npx -y pnpm@10.34.9 cli rotate-key',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const Command = ({ children }: { children: string }) => (
  <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
    {children}
  </Code>
);

/**
 * The sidebar's Support link for operators (docs/decisions/070): the admin command, backups,
 * the key file, changing the key and who to call, instead of the public contact form.
 */
export function OperatorHelp() {
  return (
    <Stack gap="md" maw={820}>
      <ScreenTitle>{t.title}</ScreenTitle>
      <Text>{t.intro}</Text>
      <Section title={t.adminTitle}>
        <Text size="sm">{t.adminText}</Text>
        <Command>{COMMANDS.admin}</Command>
      </Section>
      <Section title={t.backupTitle}>
        <Text size="sm">{t.backupText}</Text>
        <Command>{COMMANDS.backup}</Command>
        <Text size="sm">{t.restoreText}</Text>
        <Command>{COMMANDS.restore}</Command>
      </Section>
      <Section title={t.keyTitle}>
        <Text size="sm">{t.keyText}</Text>
      </Section>
      <Section title={t.rotateTitle}>
        <Text size="sm">{t.rotateText}</Text>
        <Command>{COMMANDS.rotate}</Command>
      </Section>
      <Section title={t.callTitle}>
        <Text size="sm">{t.callText}</Text>
      </Section>
    </Stack>
  );
}
