/** The React client arrives with issue 6; this workspace holds its place. */
export const WEB_PENDING = 'issue 6';
