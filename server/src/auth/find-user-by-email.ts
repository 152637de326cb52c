import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import { users, type UserRow } from '../db/schema/users.ts';

/** Case-insensitive lookup through the unique index on lower(email). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}
