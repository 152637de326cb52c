/**
 * Privacy Policy (product.md#legal, #constants): ten sections. Figures are the business constants of product.md#constants:
 * minimum age 18; retention 3 years (accounts, communications), 7 years (education and payment
 * records), 2 years (technical data); rights requests answered within 30 days; 30 days' notice
 * of material changes; privacy replies within 48 hours; the data-protection officer within 30 days.
 *
 * The text lives in content/legal/privacy-policy.md, read at build time; the page is prerendered
 * to static HTML (scripts/build/prerender.mjs), so a wording change is an edit of that file.
 */
import PRIVACY_POLICY_MARKDOWN from '@/content/legal/privacy-policy.md?raw';
import { legalDocumentFromMarkdown } from '../logic/legal-document-from-markdown.ts';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';
import { MarkdownBlocks } from './markdown-blocks.tsx';

export const privacyPolicyPageMeta: PageMeta = {
  title: 'Privacy Policy | Nyra',
  description:
    'How Nyra collects, uses, shares and protects your personal information, how long we keep it, and how to exercise your privacy rights.',
};

const DOCUMENT = legalDocumentFromMarkdown(PRIVACY_POLICY_MARKDOWN);

const SECTIONS: readonly LegalSection[] = DOCUMENT.sections.map((section) => ({
  id: section.id,
  title: section.title,
  content: <MarkdownBlocks blocks={section.blocks} />,
}));

export function PrivacyPolicyPage() {
  usePageMeta(privacyPolicyPageMeta);
  return (
    <LegalDocument
      title={DOCUMENT.title}
      intro={<MarkdownBlocks blocks={DOCUMENT.intro} />}
      sections={SECTIONS}
    />
  );
}
