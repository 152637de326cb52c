// TEMPORARY (certs branch): the capstones branch replaces this file at merge.
import type { Db } from '../../db/open-database.ts';

/** The capstones the user has passed, any track. */
export async function readPassedCapstones(
  db: Db,
  userId: string,
): Promise<Array<{ capstone_id: string; track: string; title: string; passed_at: string }>> {
  void db;
  void userId;
  return Promise.resolve([]);
}
