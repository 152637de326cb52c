/**
 * Writes a resume's employment, education, skill, project and certification items, in their order, inside the caller's
 * transaction. One writer for the two ways a resume gets its items: the parse job (items carry
 * the parser's confidence per field) and the JSON Resume import (they carry none).
 */
import type {
  ParsedEducation,
  ParsedEmployment,
  ParsedSkill,
} from '@/common/resume/parse/parse-resume-lines.ts';
import type { ParsedCertification } from '@/common/resume/parse/read-certification-lines.ts';
import type { ParsedProject } from '@/common/resume/parse/read-project-lines.ts';
import type { ParseMeta } from '@/common/resume/resume-schema.ts';
import type { Db } from './open-database.ts';
import {
  resumeCertifications,
  resumeEducation,
  resumeEmployment,
  resumeProjects,
  resumeSkills,
} from './schema/resumes.ts';

/** An item as the parser produces it; imported items have no parser confidence. */
type ResumeItem<T extends { parse_meta: ParseMeta }> = Omit<T, 'parse_meta'> & {
  parse_meta?: ParseMeta;
};

export interface ResumeItemsInput {
  employment_history: ResumeItem<ParsedEmployment>[];
  education_history: ResumeItem<ParsedEducation>[];
  skills: ResumeItem<ParsedSkill>[];
  /** Absent from writers that have none (the upload gate's form). */
  projects?: ResumeItem<ParsedProject>[];
  certifications?: ResumeItem<ParsedCertification>[];
}

export async function insertResumeItems(
  tx: Db,
  owner: { resumeId: string; userId: string },
  items: ResumeItemsInput,
): Promise<void> {
  const base = (parseMeta: ParseMeta | undefined, position: number) => ({
    id: crypto.randomUUID(),
    ...owner,
    position,
    ...(parseMeta ? { parseMeta } : {}),
  });
  if (items.employment_history.length > 0) {
    await tx.insert(resumeEmployment).values(
      items.employment_history.map((item, position) => ({
        ...base(item.parse_meta, position),
        companyName: item.company_name,
        title: item.title,
        startDate: item.start_date,
        endDate: item.end_date,
        description: item.description,
        location: item.location,
      })),
    );
  }
  if (items.education_history.length > 0) {
    await tx.insert(resumeEducation).values(
      items.education_history.map((item, position) => ({
        ...base(item.parse_meta, position),
        schoolName: item.school_name,
        degree: item.degree,
        fieldOfStudy: item.field_of_study,
        startDate: item.start_date,
        endDate: item.end_date,
        description: item.description,
      })),
    );
  }
  if (items.skills.length > 0) {
    await tx.insert(resumeSkills).values(
      items.skills.map((item, position) => ({
        ...base(item.parse_meta, position),
        skillName: item.skill_name,
        skillLevel: item.skill_level,
        skillDescription: item.skill_description,
      })),
    );
  }
  const projects = items.projects ?? [];
  if (projects.length > 0) {
    await tx.insert(resumeProjects).values(
      projects.map((item, position) => ({
        ...base(item.parse_meta, position),
        projectName: item.project_name,
        description: item.description,
        url: item.url,
        startDate: item.start_date,
        endDate: item.end_date,
        keywords: item.keywords,
      })),
    );
  }
  const certifications = items.certifications ?? [];
  if (certifications.length > 0) {
    await tx.insert(resumeCertifications).values(
      certifications.map((item, position) => ({
        ...base(item.parse_meta, position),
        certificationName: item.certification_name,
        issuer: item.issuer,
        issueDate: item.issue_date,
        url: item.url,
        credentialId: item.credential_id,
      })),
    );
  }
}
