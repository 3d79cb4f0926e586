/** `npm run staff:add -- <email> [--admin]`: grants a member a staff role (grant.ts, docs/staff.md). */
import { staffAdd } from './grant.js';

process.exitCode = await staffAdd(process.argv.slice(2));
