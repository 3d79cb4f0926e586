/** SPEC §9: the mobile breakpoint is 768 px (Mantine's `sm`). */
export const MOBILE_QUERY = '(max-width: 768px)';
