/** Loads one resume with its items, as the details of product.md#entities, if `userId` owns it. */
import { and, asc, eq } from 'drizzle-orm';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import {
  resumeCertifications,
  resumeEducation,
  resumeEmployment,
  resumeProjects,
  resumes,
  resumeSkills,
} from '@/server/src/db/schema/resumes.ts';

export async function readResumeDetails(
  db: Db,
  userId: string,
  resumeId: string,
): Promise<ResumeDetails | null> {
  const [resume] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
  if (!resume) return null;
  const [employment, education, skills, projects, certifications] = await Promise.all([
    db
      .select()
      .from(resumeEmployment)
      .where(eq(resumeEmployment.resumeId, resumeId))
      .orderBy(asc(resumeEmployment.position)),
    db
      .select()
      .from(resumeEducation)
      .where(eq(resumeEducation.resumeId, resumeId))
      .orderBy(asc(resumeEducation.position)),
    db
      .select()
      .from(resumeSkills)
      .where(eq(resumeSkills.resumeId, resumeId))
      .orderBy(asc(resumeSkills.position)),
    db
      .select()
      .from(resumeProjects)
      .where(eq(resumeProjects.resumeId, resumeId))
      .orderBy(asc(resumeProjects.position)),
    db
      .select()
      .from(resumeCertifications)
      .where(eq(resumeCertifications.resumeId, resumeId))
      .orderBy(asc(resumeCertifications.position)),
  ]);
  return {
    resume_id: resume.id,
    resume_name: resume.resumeName,
    learner_name: resume.learnerName,
    learner_email: resume.learnerEmail,
    learner_phone: resume.learnerPhone,
    city: resume.city,
    country: resume.country,
    role: resume.role,
    learner_github: resume.learnerGithub,
    learner_linkedin: resume.learnerLinkedin,
    summary: resume.summary,
    employment_history: employment.map((item) => ({
      id: item.id,
      version: item.version,
      parse_meta: item.parseMeta,
      position: item.position,
      company_name: item.companyName,
      title: item.title,
      start_date: item.startDate,
      end_date: item.endDate,
      description: item.description,
      location: item.location,
    })),
    education_history: education.map((item) => ({
      id: item.id,
      version: item.version,
      parse_meta: item.parseMeta,
      position: item.position,
      school_name: item.schoolName,
      degree: item.degree,
      field_of_study: item.fieldOfStudy,
      start_date: item.startDate,
      end_date: item.endDate,
      description: item.description,
    })),
    skills: skills.map((item) => ({
      id: item.id,
      version: item.version,
      parse_meta: item.parseMeta,
      position: item.position,
      skill_name: item.skillName,
      skill_level: item.skillLevel,
      skill_description: item.skillDescription,
    })),
    projects: projects.map((item) => ({
      id: item.id,
      version: item.version,
      parse_meta: item.parseMeta,
      position: item.position,
      project_name: item.projectName,
      description: item.description,
      url: item.url,
      start_date: item.startDate,
      end_date: item.endDate,
      keywords: item.keywords,
    })),
    certifications: certifications.map((item) => ({
      id: item.id,
      version: item.version,
      parse_meta: item.parseMeta,
      position: item.position,
      certification_name: item.certificationName,
      issuer: item.issuer,
      issue_date: item.issueDate,
      url: item.url,
      credential_id: item.credentialId,
    })),
    status: resume.status,
    failure_reason: resume.failureReason,
    file_name: resume.fileName,
    version: resume.version,
    modified: resume.updatedAt.toISOString(),
    parse_meta: resume.parseMeta,
    checked_fields: resume.checkedFields,
    template: resume.template,
    paper: resume.paper,
  };
}
