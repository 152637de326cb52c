/**
 * Evidence earned in Nyra → résumé entries to offer (issue 32): practice as a project line
 * ("Solved 40 SQL problems, 12 hard"), rated mock interviews the same way ("Best score 85/100 in
 * 3 rated mock interviews"), passed capstones as projects with their link, certificates
 * as certifications with their verify link. An entry already on the résumé (same link, or same
 * name — case and spacing aside) is not offered again. Pure.
 */
import type { ResumeContent } from './export/resume-content-schema.ts';
import { BULLET_PREFIX } from './resume-schema.ts';
import type { ResumeSuggestion, ResumeSuggestionInputs } from './resume-suggestion-schema.ts';

/** "https://www.x.org/a/" and "x.org/a" are the same link. */
function sameLink(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/+$/, '');
}
function sameName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** "Solved 40 SQL problems, 12 hard" (no "0 hard"; "1 problem"). */
function describePractice(language: string, solved: number, hard: number): string {
  const problems = `${solved} ${language} problem${solved === 1 ? '' : 's'}`;
  return hard > 0 ? `Solved ${problems}, ${hard} hard` : `Solved ${problems}`;
}

export function suggestResumeEntries(
  inputs: ResumeSuggestionInputs,
  resume: Pick<ResumeContent, 'projects' | 'certifications'>,
): ResumeSuggestion[] {
  const links = new Set(
    [...resume.projects, ...resume.certifications]
      .map((entry) => sameLink(entry.url))
      .filter(Boolean),
  );
  const names = new Set([
    ...resume.projects.map((project) => `project:${sameName(project.project_name)}`),
    ...resume.certifications.map((item) => `certification:${sameName(item.certification_name)}`),
  ]);
  const isNew = (suggestion: ResumeSuggestion) => {
    const name =
      suggestion.kind === 'project' ? suggestion.project_name : suggestion.certification_name;
    if (suggestion.url && links.has(sameLink(suggestion.url))) return false;
    return !names.has(`${suggestion.kind}:${sameName(name)}`);
  };

  const suggestions: ResumeSuggestion[] = [
    ...inputs.certificates.map((certificate): ResumeSuggestion => ({
      kind: 'certification',
      key: `certificate:${certificate.id}`,
      source: 'Certificate',
      certification_name: certificate.name,
      issuer: certificate.issuer,
      issue_date: certificate.issuedOn,
      url: certificate.verifyUrl,
      credential_id: certificate.id,
    })),
    ...inputs.capstones.map((capstone): ResumeSuggestion => ({
      kind: 'project',
      key: `capstone:${capstone.id}`,
      source: 'Capstone',
      project_name: capstone.title,
      description: capstone.highlights.map((line) => `${BULLET_PREFIX}${line}`).join('\n'),
      url: capstone.url,
      start_date: '',
      end_date: capstone.passedOn,
      keywords: capstone.technologies.join(', '),
    })),
    ...inputs.practice
      .filter((evidence) => evidence.solved > 0)
      .map((evidence): ResumeSuggestion => ({
        kind: 'project',
        key: `practice:${evidence.language}`,
        source: 'Practice',
        project_name: `${evidence.language} problem solving`,
        description: `${BULLET_PREFIX}${describePractice(evidence.language, evidence.solved, evidence.hard)}`,
        url: '',
        start_date: '',
        end_date: evidence.lastSolvedOn,
        keywords: evidence.language,
      })),
    ...inputs.interviews
      .filter((evidence) => evidence.rated > 0)
      .map((evidence): ResumeSuggestion => ({
        kind: 'project',
        key: `interview:${evidence.topic}`,
        source: 'Interviews',
        project_name: `${evidence.topic} mock interviews`,
        description: `${BULLET_PREFIX}Best score ${evidence.bestScore}/100 in ${evidence.rated} rated mock interview${evidence.rated === 1 ? '' : 's'}`,
        url: '',
        start_date: '',
        end_date: evidence.lastOn,
        keywords: evidence.topic,
      })),
  ];
  return suggestions.filter(isNew);
}
