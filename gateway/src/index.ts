/** The GraphQL gateway over the REST API arrives with issue 4; this workspace holds its place. */
export const GATEWAY_PENDING = 'issue 4';
