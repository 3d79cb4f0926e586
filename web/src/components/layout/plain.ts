/**
 * Mantine's global classes for a plain element that acts (its global.css): the focus ring for the
 * keyboard and the press of a button. The shell's plain elements (Shell.css, components/buttons.css) use them.
 */
export const FOCUS = 'mantine-focus-auto mantine-active';
