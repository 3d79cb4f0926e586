/** Pustak's look: deep Himalayan teal with a warm terracotta accent, on paper-white. */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
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
});

/** SPEC §9: the mobile breakpoint is 768 px (Mantine's `sm`). */
export const MOBILE_QUERY = '(max-width: 768px)';
