import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { m } from '../messages/index.ts';

export function ThemeToggle() {
  const { toggleColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const label = computed === 'dark' ? m.theme.toLight : m.theme.toDark;
  return (
    <ActionIcon
      variant="default"
      onClick={toggleColorScheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {computed === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}
