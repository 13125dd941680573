import {
  Anchor,
  Badge,
  type CSSVariablesResolver,
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  Drawer,
  Modal,
} from '@mantine/core';

// Colours are chosen for WCAG 2 AA (4.5:1 for normal text); apps/web/e2e/accessibility.spec.ts checks every screen.

/**
 * Shade 9 is the text of the light variant (a light badge or alert on shade 1), and, through `--mantine-color-X-text`
 * below, of every `c="red"`-style text; shade 8 is the filled variant under white text (`primaryShade`). Mantine's
 * own fall short of 4.5:1 in several colours: red text is shade 6 (#fa5252, 3.3:1) for errors, teal 8 (#099268,
 * 3.9:1) for success, and light teal, orange and cyan badges are 4.3–4.4:1 on their shade 1. These reach 4.5:1 on
 * white, on the striped rows' gray and on their own shade 1 (`apps/web/e2e/accessibility.spec.ts` checks it):
 * red 9 6.6:1 / 5.4:1, teal 8 5.0:1 under white, teal 9 6.5:1 / 5.7:1, green 8 5.4:1, green 9 6.1:1 / 5.3:1,
 * orange 8 5.2:1, orange 9 6.5:1 / 5.5:1, cyan 8 5.6:1, cyan 9 7.6:1 / 6.5:1, yellow 9 6.0:1 / 5.4:1.
 */
const accessible = (
  name: 'red' | 'teal' | 'green' | 'yellow' | 'orange' | 'cyan',
  shade8: string | null,
  shade9: string,
) => colorsTuple([...DEFAULT_THEME.colors[name].slice(0, 8), shade8 ?? DEFAULT_THEME.colors[name][8], shade9]);

/** The colours whose `c="…"` text is made shade 9 (gray and dark keep theirs: they are text colours already). */
const TEXT_COLOURS = Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'gray' && name !== 'dark');

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 6, Mantine's default for filled buttons and links, is 3.6:1 under white text (blue) and 3.3:1 (red);
  // shade 8 is 5.0:1 and 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  colors: {
    red: accessible('red', null, '#b42323'),
    teal: accessible('teal', '#087f5b', '#066b4c'),
    green: accessible('green', '#267a36', '#237032'),
    yellow: accessible('yellow', null, '#9c4d00'),
    orange: accessible('orange', '#c2410c', '#a63a0b'),
    cyan: accessible('cyan', '#0b7285', '#095c6b'),
  },
  // black text on light fills (a yellow alert), white on dark ones
  autoContrast: true,
  // a person who asks their system for less motion gets dialogs, drawers and menus without their transitions
  // (WCAG 2.3.3); the journeys ask for it too, so that no step waits for an animation to end
  respectReducedMotion: true,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // A badge is a word or two ("Active"): never cut it to "ACTI…" when its table column or group is tight.
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content', flexShrink: 0 } } }),
    // A link in a sentence must not be told apart by its colour alone.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Mantine's close buttons are an icon with no name; every dialog and drawer gets one here.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
  },
});

/**
 * Secondary ("dimmed") text: Mantine's gray 6 is 3.3:1 on white. This gray is 5.8:1 on white and 5.2:1 on the
 * light gray of the login page and striped rows, and still reads as secondary next to the black body text.
 * Placeholders (Mantine's gray 5, 2.1:1) get a lighter gray that still reaches 4.9:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-placeholder': '#6a7178',
    // a field's error and a result's success text: Mantine's red 6 and teal 8 are 3.3:1 and 3.9:1
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-success': 'var(--mantine-color-teal-9)',
    // `c="red"`, `c="teal"`…: Mantine writes them in the filled shade (8, or 6 before), too light for text
    ...Object.fromEntries(
      TEXT_COLOURS.map((name) => [`--mantine-color-${name}-text`, `var(--mantine-color-${name}-9)`]),
    ),
  },
  dark: {},
});
