/**
 * Grants a member a staff role: `npm run staff:add -- <email> [--admin]` (docs/staff.md). Run
 * against the database the service uses (DATA_DIR or DATABASE_URL, as the service reads them);
 * with PGlite, stop the service first (an embedded database has one process). The change needs no
 * restart: REST reads a member's role on every staff call.
 */
import { eq, sql } from 'drizzle-orm';
import { readConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { StaffRole } from './roles.js';

/** Sets the role of the member with `email` (any case); answers false when there is no such member. */
export async function grantRole(db: Database, email: string, role: StaffRole): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** The command itself (staffAdd.ts runs it): answers the process's exit code. */
export async function staffAdd(args: string[]): Promise<number> {
  const emails = args.filter((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--admin');
  if (emails.length !== 1 || unknown.length) {
    console.error('Usage: npm run staff:add -- <email> [--admin]');
    return 2;
  }
  const role: StaffRole = args.includes('--admin') ? 'admin' : 'staff';
  const config = readConfig();
  const opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    if (!(await grantRole(opened.db, emails[0]!, role))) {
      console.error(`No member has the email ${emails[0]}: they sign up first, then are made staff.`);
      return 1;
    }
    process.stdout.write(`${emails[0]} is now ${role === 'admin' ? 'an admin' : 'staff'}.\n`);
    return 0;
  } finally {
    await opened.close();
  }
}
