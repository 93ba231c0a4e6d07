import {
  ActionIcon,
  Button,
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
  PasswordInput,
  TextInput,
} from '@mantine/core';

/**
 * The preference lives under localStorage `theme` (docs/product.md, Public site); index.html
 * reads it too, before the app loads.
 */
export const THEME_STORAGE_KEY = 'theme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

/**
 * Mantine's system stack with each platform's own Devanagari face named before the Latin
 * fallbacks (Android and Linux: Noto; Windows: Nirmala UI; Apple: Kohinoor), so Hindi is drawn by
 * a font made for it without downloading one (docs/PERFORMANCE.md, Hindi and fonts).
 */
const SYSTEM_FONTS =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', Mangal, Helvetica, Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS },
  primaryColor: 'indigo',
  // Shade 7 keeps white button text above 4.5:1 contrast (WCAG AA) in both schemes.
  primaryShade: { light: 7, dark: 7 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Large tap targets for phones: 42 px buttons and inputs, 44 px icon buttons.
    Button: Button.extend({ defaultProps: { size: 'md' } }),
    TextInput: TextInput.extend({ defaultProps: { size: 'md' } }),
    PasswordInput: PasswordInput.extend({ defaultProps: { size: 'md' } }),
    ActionIcon: ActionIcon.extend({ defaultProps: { size: 'xl' } }),
  },
});

/**
 * Darker secondary, placeholder and error texts than Mantine's defaults, which fall below 4.5:1
 * on white (gray-6 dimmed text is 3.3:1): the site is read on cheap screens in daylight.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
