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
 * Shade 9 is the text of the light variant (a light badge or alert title on shade 1) and Mantine's darkest shade.
 * Mantine's own are too light for that in green (3.8:1) and yellow (2.7:1), and its orange under white text (the
 * Demo badge) is 4.3:1; these are 5.3:1, 5.4:1 and 5.2:1.
 */
const darkest = (name: 'green' | 'yellow' | 'orange', shade9: string) =>
  colorsTuple([...DEFAULT_THEME.colors[name].slice(0, 9), shade9]);

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 6, Mantine's default for filled buttons and links, is 3.6:1 under white text (blue) and 3.3:1 (red);
  // shade 8 is 5.0:1 and 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  colors: {
    green: darkest('green', '#237032'),
    yellow: darkest('yellow', '#9c4d00'),
    orange: darkest('orange', '#c2410c'),
  },
  // black text on light fills (a yellow alert), white on dark ones
  autoContrast: true,
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
  light: { '--mantine-color-dimmed': '#5f666d', '--mantine-color-placeholder': '#6a7178' },
  dark: {},
});
