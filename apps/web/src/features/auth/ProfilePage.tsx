import { Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit, IconLock } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/dates.ts';
import { initialOf, useSession } from '../../lib/session.ts';
import { mac } from '../../messages/account-screens.ts';
import { m } from '../../messages/index.ts';
import { Loading } from '../../ui/Loading.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { YourData } from '../privacy/YourData.tsx';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';
import { EditProfileModal } from './EditProfileModal.tsx';
import { NotificationChannels } from './NotificationChannels.tsx';

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

export function ProfilePage() {
  const { user } = useSession();
  const [editing, edit] = useDisclosure(false);
  const [changing, change] = useDisclosure(false);
  if (!user) return <Loading />;

  return (
    <Stack gap="lg" maw={640}>
      <ScreenTitle>{mac.profile.title}</ScreenTitle>
      <Card withBorder padding="lg" radius="md">
        <Group gap="md" wrap="nowrap" mb="lg">
          <Avatar size="lg" radius="xl" color="indigo" aria-hidden>
            {initialOf(user.name)}
          </Avatar>
          <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Text>
        </Group>
        <Stack gap="md">
          <Field label={mac.profile.fullName} value={user.name} testId="profile-name" />
          <Field
            label={mac.profile.email}
            value={user.email ?? m.common.notAvailable}
            testId="profile-email"
          />
          <Field
            label={mac.profile.mobile}
            value={user.mobile ?? m.common.notAvailable}
            testId="profile-mobile"
          />
          <Field
            label={mac.profile.createdAt}
            value={formatDateTime(user.createdAt) ?? m.common.notAvailable}
            testId="profile-created"
          />
        </Stack>
        <Group mt="xl" gap="sm">
          <Button leftSection={<IconEdit size={18} aria-hidden />} onClick={edit.open}>
            {mac.profile.edit}
          </Button>
          <Button
            variant="default"
            leftSection={<IconLock size={18} aria-hidden />}
            onClick={change.open}
          >
            {mac.profile.changePassword}
          </Button>
        </Group>
      </Card>
      <NotificationChannels user={user} />
      <YourData />
      <EditProfileModal
        opened={editing}
        onClose={edit.close}
        currentName={user.name}
        currentMobile={user.mobile ?? null}
      />
      <ChangePasswordModal opened={changing} onClose={change.close} />
    </Stack>
  );
}
