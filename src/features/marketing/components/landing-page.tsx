/** The landing page (product.md#landing): hero, feature explorer, bootcamp problems, testimonials. */
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { BootcampProblems } from './bootcamp-problems.tsx';
import { FeatureExplorer } from './feature-explorer.tsx';
import { LandingHero } from './landing-hero.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

export const landingPageMeta: PageMeta = {
  title: 'Nyra: AI-guided careers in data, AI and analytics engineering',
  description:
    'Practise on real datasets, perfect your interviews with adaptive AI mock interviews and polish a role-ready resume. Expert-led tracks for data, AI and analytics engineers.',
};

export function LandingPage() {
  usePageMeta(landingPageMeta);
  return (
    <>
      <LandingHero />
      <FeatureExplorer />
      <BootcampProblems />
      <TestimonialsSection />
    </>
  );
}
