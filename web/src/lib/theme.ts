/** Pustak's look: deep Himalayan teal with a warm terracotta accent, on paper-white. */
import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type PaginationProps,
  type PasswordInputProps,
} from '@mantine/core';

const pine: MantineColorsTuple = [
  '#e6f6f2',
  '#cfe9e2',
  '#a0d3c5',
  '#6dbca6',
  '#44a88c',
  '#2a9b7c',
  '#1a8f70',
  '#0d7a5f',
  '#0f5c4d',
  '#00473a',
];
const clay: MantineColorsTuple = [
  '#fdeee9',
  '#f5dcd3',
  '#ebb6a6',
  '#e08e75',
  '#d76d4c',
  '#d25731',
  '#c8553d',
  '#b13f1f',
  '#9e361a',
  '#8a2b13',
];

type PaginationControl = 'first' | 'previous' | 'next' | 'last';

/** The words the theme puts on Mantine's controls, in the reader's language (AppProvider). */
export interface ThemeWords {
  pagination: (control: PaginationControl) => string;
  /** The show/hide button of every password field. */
  passwordToggle: string;
}

export const createAppTheme = (words: ThemeWords) =>
  createTheme({
    primaryColor: 'pine',
    primaryShade: { light: 8, dark: 5 },
    colors: { pine, clay },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", sans-serif',
    headings: {
      fontFamily: 'Georgia, "Noto Serif", "Noto Serif Devanagari", "Times New Roman", serif',
      fontWeight: '700',
    },
    defaultRadius: 'md',
    cursorType: 'pointer',
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
    // Plain objects, not Pagination.extend(…): `.extend` would put both components in the shell's chunk.
    components: {
      // Mantine's arrow-only controls have no name; every pagination gets one here.
      Pagination: {
        defaultProps: {
          getControlProps: (control) => ({ 'aria-label': words.pagination(control) }),
        } satisfies Partial<PaginationProps>,
      },
      PasswordInput: {
        defaultProps: {
          visibilityToggleButtonProps: { 'aria-label': words.passwordToggle },
        } satisfies Partial<PasswordInputProps>,
      },
    },
  });

const ENGLISH_CONTROLS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

/** The theme in English (screen tests). */
export const theme = createAppTheme({
  pagination: (control) => ENGLISH_CONTROLS[control],
  passwordToggle: 'Toggle password visibility',
});

/**
 * Mantine's dimmed text (gray 6, 3.3:1 on white) fails WCAG AA contrast for body-size text;
 * gray 7 passes (over 7:1) and still reads as secondary.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
