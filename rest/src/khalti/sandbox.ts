/** Placeholder: the local Khalti sandbox, filled by the payments issue. */
import type { FastifyPluginAsync } from 'fastify';

export const khaltiSandbox: FastifyPluginAsync = async () => {};
