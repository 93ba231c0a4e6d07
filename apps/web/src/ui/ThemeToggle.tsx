import { ActionIcon, Box, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { m } from '../messages/index.ts';

/**
 * The light / dark switch. Both faces are in the markup and the scheme on <html> shows one
 * (Mantine's `lightHidden` / `darkHidden`): a prerendered page is right in either scheme before
 * the app runs (docs/decisions/081), and the accessible name is the shown face's words, since a
 * `display: none` label is not read. The faces' `display: flex` is a class of its own
 * (`app.css`), weaker than the scheme's hiding rule: a style prop would be inline and show both.
 */
export function ThemeToggle() {
  const { toggleColorScheme } = useMantineColorScheme();
  return (
    <ActionIcon variant="default" onClick={toggleColorScheme} data-testid="theme-toggle">
      <Box component="span" darkHidden className="seva-theme-face">
        <IconMoon size={20} aria-hidden />
        <Box component="span" className="seva-visually-hidden">
          {m.theme.toDark}
        </Box>
      </Box>
      <Box component="span" lightHidden className="seva-theme-face">
        <IconSun size={20} aria-hidden />
        <Box component="span" className="seva-visually-hidden">
          {m.theme.toLight}
        </Box>
      </Box>
    </ActionIcon>
  );
}
