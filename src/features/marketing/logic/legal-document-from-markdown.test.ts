import { describe, expect, it } from 'vitest';
import PRIVACY_POLICY_MARKDOWN from '@/content/legal/privacy-policy.md?raw';
import TERMS_OF_USE_MARKDOWN from '@/content/legal/terms-of-use.md?raw';
import { DPO_EMAIL, LEGAL_EMAIL, PRIVACY_EMAIL, SUPPORT_EMAIL } from '../copy/contact-addresses.ts';
import { legalDocumentFromMarkdown } from './legal-document-from-markdown.ts';

describe('legalDocumentFromMarkdown', () => {
  it('splits the privacy policy into its 10 anchored sections, naming our addresses', () => {
    const document = legalDocumentFromMarkdown(PRIVACY_POLICY_MARKDOWN);
    expect(document.title).toBe('Privacy Policy');
    expect(document.intro).toHaveLength(1);
    expect(document.sections.map((section) => section.id)).toEqual([
      'information-we-collect',
      'how-we-use-information',
      'how-we-share-information',
      'cookies-and-local-storage',
      'data-retention',
      'data-security',
      'your-rights',
      'age-requirement',
      'international-transfers',
      'changes-and-contact',
    ]);
    expect(PRIVACY_POLICY_MARKDOWN).toContain(`[${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL})`);
    expect(PRIVACY_POLICY_MARKDOWN).toContain(`[${DPO_EMAIL}](mailto:${DPO_EMAIL})`);
  });

  it('splits the terms of use into its 12 anchored sections, naming our addresses', () => {
    const document = legalDocumentFromMarkdown(TERMS_OF_USE_MARKDOWN);
    expect(document.title).toBe('Terms of Use');
    expect(document.sections).toHaveLength(12);
    expect(document.sections[10]).toMatchObject({
      id: 'disputes',
      title: 'Governing Law, Arbitration and Class-Action Waiver',
    });
    expect(TERMS_OF_USE_MARKDOWN).toContain(`[${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL})`);
    expect(TERMS_OF_USE_MARKDOWN).toContain(`[${LEGAL_EMAIL}](mailto:${LEGAL_EMAIL})`);
  });

  it('refuses a section without an anchor and a document without a title', () => {
    expect(() => legalDocumentFromMarkdown('---\ntitle: T\n---\n## Loose\n\nText.')).toThrow(
      /needs an anchor/,
    );
    expect(() => legalDocumentFromMarkdown('## A {#a}\n\nText.')).toThrow(/needs a title/);
  });
});
