/**
 * Roles on the sync engine: a role made on a device while offline (its id is a UUID
 * the device chose) is created here when the connection returns, and its analysis is queued at
 * once, so the server holds the same role and analysis the device showed. Create-only: version
 * 1 is the only version; sending it again (a replay the engine did not catch) changes nothing.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ROLE_DOC_TYPE,
  roleSyncPayloadSchema,
  type RoleSyncPayload,
} from '@/common/role-analysis/role-api-schema.ts';
import { resumeRoles } from '@/server/src/db/schema/roles.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { startRoleAnalysis } from '@/server/src/role-analysis/start-role-analysis.ts';
import type { ServerDocumentType } from '@/server/src/sync/server-document-type.ts';
import { ownsResume } from './create-role-routes.ts';

const ROLE_VERSION = 1;

export const roleDocumentType: ServerDocumentType = {
  type: ROLE_DOC_TYPE,
  operations: {
    create: {
      payload: roleSyncPayloadSchema,
      check: async ({ tx, userId, docId, payload }) => {
        if (!z.uuid().safeParse(docId).success) {
          throw new HttpError(400, 'validation_failed', 'A role id must be a UUID.');
        }
        const role = payload as RoleSyncPayload;
        if (!(await ownsResume(tx, userId, role.resume_id))) {
          throw new HttpError(404, 'not_found', 'This resume does not exist or was deleted.');
        }
        const [existing] = await tx
          .select({ userId: resumeRoles.userId })
          .from(resumeRoles)
          .where(eq(resumeRoles.id, docId));
        if (existing && existing.userId !== userId) {
          throw new HttpError(
            422,
            'role_conflict',
            'This role was already saved for another account.',
          );
        }
      },
      apply: async ({ tx, userId, docId, payload, now }) => {
        const role = payload as RoleSyncPayload;
        const inserted = await tx
          .insert(resumeRoles)
          .values({
            id: docId,
            userId,
            resumeId: role.resume_id,
            title: role.title,
            description: role.description,
            createdAt: now,
          })
          .onConflictDoNothing({ target: resumeRoles.id })
          .returning({ id: resumeRoles.id });
        if (inserted.length > 0) await startRoleAnalysis(tx, { roleId: docId, userId, now });
        return { status: 'applied', version: ROLE_VERSION };
      },
    },
  },
};
