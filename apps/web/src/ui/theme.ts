import {
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
} from '@mantine/core';
import { m } from '../messages/index.ts';

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
    // Plain objects, not `Button.extend(…)`: naming a component here puts it in the entry chunk
    // of every first page, whether that page shows it or not (docs/PERFORMANCE.md).
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 'xl' } },
    // Every close button is named, in the build's language (WCAG 4.1.2, docs/decisions/069):
    // dialogs, drawers, toasts and dismissible banners alike. (As `.extend(…)` these five put
    // Modal, Drawer, Notification, Alert and ScrollArea in the entry: +29 kB gzip on /login.)
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': m.common.close } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': m.common.close } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': m.common.close } } },
    Alert: { defaultProps: { closeButtonLabel: m.common.close } },
    // A link inside a sentence must not rely on colour alone (WCAG 1.4.1): in the dark scheme
    // the link colour is 1.8:1 against the text around it.
    Anchor: { defaultProps: { underline: 'always' } },
    // A table wider than a phone scrolls sideways; its scroller takes the focus so a keyboard
    // can scroll it (WCAG 2.1.1) even when the table has no link or button.
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    },
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
    ...accessibleColors('light'),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    // indigo-4 links were 3.8:1 on the dark cards (#3b3b3b); indigo-3 is 4.9:1 there.
    '--mantine-color-anchor': 'var(--mantine-color-indigo-3)',
    '--mantine-color-indigo-text': 'var(--mantine-color-indigo-3)',
    ...accessibleColors('dark'),
  },
});

/**
 * Darker tones for the colours whose Mantine shades fail WCAG 1.4.3 (docs/decisions/069): white
 * on Mantine's green-7 is 2.75:1, yellow-7 2.13:1, orange-7 3.04:1, and the light badges' text
 * (shade 9 on shade 1) is 2.69:1 for yellow. Each tone below reaches at least 4.9:1 against white
 * and against its own shade 1, so filled buttons (white text), light badges and alerts, outline
 * buttons and coloured text (`c="green"`, prices) pass in the light scheme. The dark scheme keeps
 * Mantine's light text shades (above 5:1 on its dark backgrounds) and only darkens filled ones.
 */
export const accessibleTones = {
  yellow: '#805600',
  orange: '#a84300',
  green: '#237032',
  teal: '#086e5c',
  blue: '#1864ab',
  red: '#b02525',
  cyan: '#0b6f80',
  lime: '#4a6b0a',
  grape: '#862e9c',
  violet: '#5f3dc4',
  pink: '#a61e4d',
} as const;

function accessibleColors(scheme: 'light' | 'dark'): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [color, tone] of Object.entries(accessibleTones)) {
    const prefix = `--mantine-color-${color}`;
    variables[`${prefix}-filled`] = tone;
    variables[`${prefix}-filled-hover`] = `color-mix(in srgb, ${tone} 85%, black)`;
    if (scheme === 'light') {
      variables[`${prefix}-text`] = tone;
      variables[`${prefix}-light-color`] = tone;
      variables[`${prefix}-outline`] = tone;
    } else {
      // Coloured text on the dark cards (#3b3b3b): shade 3 rather than Mantine's shade 4.
      variables[`${prefix}-text`] = `var(${prefix}-3)`;
    }
  }
  return variables;
}
