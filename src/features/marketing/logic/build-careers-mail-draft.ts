/**
 * Careers mail drafts (product.md#careers), to the careers address: "Apply Now" names the role in the
 * subject and the body; "Get in Touch" (no role) is a general expression of interest.
 */
import { buildMailDraftUrl } from './build-mail-draft-url.ts';
import { CAREERS_EMAIL } from '../copy/contact-addresses.ts';
import type { JobRole } from '../copy/job-roles.ts';

export function buildCareersMailDraft(role?: JobRole): string {
  if (!role) {
    return buildMailDraftUrl({
      to: CAREERS_EMAIL,
      subject: 'General Interest: Careers at Nyra',
      body: [
        'Hi Nyra team,',
        '',
        "I don't see an open role that matches my background right now, but I'd love to be considered for future openings.",
        '',
        'A bit about me:',
        '',
        'Links (LinkedIn, GitHub, portfolio):',
        '',
        'Thanks,',
      ].join('\n'),
    });
  }
  return buildMailDraftUrl({
    to: CAREERS_EMAIL,
    subject: `Application: ${role.title}`,
    body: [
      'Hi Nyra team,',
      '',
      `I'd like to apply for the ${role.title} role (${role.type}, ${role.location}).`,
      '',
      `Why I'm a good fit for the ${role.title} role:`,
      '',
      'Links (resume, LinkedIn, GitHub):',
      '',
      'Thanks,',
    ].join('\n'),
  });
}
