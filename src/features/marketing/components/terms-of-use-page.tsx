/**
 * Terms of Use (product.md#legal, #constants): twelve sections. Figures are the business constants of product.md#constants:
 * minimum age 18; $49 a month, or $39 a month billed annually at $468 a year; 30-day free trial
 * with usage limits; 30-day money-back guarantee, no refund past 50% of a course or for partial
 * periods; liability capped at the last 12 months of payments; California law, binding
 * arbitration and a class-action waiver; 30 days' notice of material changes; support replies
 * within 24 hours and legal within 5 business days.
 *
 * The text lives in content/legal/terms-of-use.md and is read at build time; the page is prerendered
 * to static HTML (scripts/build/prerender.mjs), so a wording change is an edit of that file.
 */
import TERMS_OF_USE_MARKDOWN from '@/content/legal/terms-of-use.md?raw';
import { legalDocumentFromMarkdown } from '../logic/legal-document-from-markdown.ts';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';
import { MarkdownBlocks } from './markdown-blocks.tsx';

export const termsOfUsePageMeta: PageMeta = {
  title: 'Terms of Use | Nyra',
  description:
    'The terms that govern your use of Nyra: eligibility, subscriptions and the free trial, cancellations and refunds, acceptable use, and how disputes are resolved.',
};

const DOCUMENT = legalDocumentFromMarkdown(TERMS_OF_USE_MARKDOWN);

const SECTIONS: readonly LegalSection[] = DOCUMENT.sections.map((section) => ({
  id: section.id,
  title: section.title,
  content: <MarkdownBlocks blocks={section.blocks} />,
}));

export function TermsOfUsePage() {
  usePageMeta(termsOfUsePageMeta);
  return (
    <LegalDocument
      title={DOCUMENT.title}
      intro={<MarkdownBlocks blocks={DOCUMENT.intro} />}
      sections={SECTIONS}
    />
  );
}
