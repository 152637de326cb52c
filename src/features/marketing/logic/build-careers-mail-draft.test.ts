import { describe, expect, it } from 'vitest';
import { buildCareersMailDraft } from './build-careers-mail-draft.ts';
import { JOB_ROLES } from '../copy/job-roles.ts';

function decode(url: string) {
  const [address = '', query = ''] = url.replace(/^mailto:/, '').split('?');
  const params = new Map(
    query.split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key, decodeURIComponent(value)] as const;
    }),
  );
  return { to: address, subject: params.get('subject') ?? '', body: params.get('body') ?? '' };
}

describe('buildCareersMailDraft (product.md#careers)', () => {
  it.each(JOB_ROLES.map((role) => [role.title, role] as const))(
    '"Apply Now" for %s names the role in the subject and the body',
    (title, role) => {
      const draft = decode(buildCareersMailDraft(role));
      expect(draft.to).toBe('careers@nyra.app');
      expect(draft.subject).toBe(`Application: ${title}`);
      expect(draft.body).toContain(title);
    },
  );

  it('"Get in Touch" is a general-interest draft naming no role', () => {
    const draft = decode(buildCareersMailDraft());
    expect(draft.to).toBe('careers@nyra.app');
    expect(draft.subject).toBe('General Interest: Careers at Nyra');
    for (const role of JOB_ROLES) expect(draft.body).not.toContain(role.title);
  });
});
