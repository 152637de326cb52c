/**
 * "Why bootcamps fall short" (product.md#landing): four problem cards, each answered by what Nyra does
 * instead, and a button to the career copilot page.
 */
import { Link } from 'react-router';
import { PUBLIC_ROUTES } from '@/common/routes.ts';
import { buttonClassName } from '@/src/components/ui/button.tsx';
import { MarketingIcon, type MarketingIconName } from './marketing-icon.tsx';
import { PageSection } from './page-section.tsx';
import { SectionCta } from './section-cta.tsx';
import styles from './bootcamp-problems.module.css';

const PROBLEMS: ReadonlyArray<{
  icon: MarketingIconName;
  title: string;
  problem: string;
  answer: string;
}> = [
  {
    icon: 'clock',
    title: 'Curricula that lag the stack',
    problem:
      'Most bootcamps refresh their syllabus once a year, while the modern data stack ships breaking changes every quarter.',
    answer:
      'Senior mentors review every Nyra track weekly and ship updates in days, not semesters.',
  },
  {
    icon: 'database',
    title: 'Toy datasets, toy skills',
    problem:
      'A ten-row CSV never teaches you partitioning, late-arriving data or why a query suddenly takes four minutes.',
    answer:
      'Every lab runs on realistic, messy datasets in a cloud playground, exactly like the job.',
  },
  {
    icon: 'users',
    title: 'One pace for a whole cohort',
    problem:
      'Cohorts move at the speed of the middle of the class: too fast for some, painfully slow for others.',
    answer:
      'The copilot maps your skill gaps and adapts difficulty and pacing to you, week by week.',
  },
  {
    icon: 'briefcase',
    title: 'Career support that ends at graduation',
    problem:
      'A couple of resume reviews and a link to a job board, and then you are on your own in the market.',
    answer:
      'Unlimited mock interviews, role-tailored resumes and job matching for as long as you are a member.',
  },
];

export function BootcampProblems() {
  return (
    <PageSection
      id="problems-title"
      tone="raised"
      eyebrow="Why bootcamps fall short"
      title="Bootcamps were built for a job market that no longer exists"
      lead="Hiring managers for data roles want proof you can build, debug and explain real systems. Here is where the traditional model breaks, and what we do instead."
    >
      <ul className={styles.grid}>
        {PROBLEMS.map((item) => (
          <li key={item.title} className={styles.card}>
            <span className={styles.icon}>
              <MarketingIcon name={item.icon} size={22} />
            </span>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.problem}>{item.problem}</p>
            <p className={styles.answer}>
              <span className={styles.answerLabel}>With Nyra</span>
              {item.answer}
            </p>
          </li>
        ))}
      </ul>
      <SectionCta>
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'large' })}
          to={PUBLIC_ROUTES.approachCopilot}
        >
          Explore the Career Copilot
          <MarketingIcon name="arrowRight" size={20} />
        </Link>
      </SectionCta>
    </PageSection>
  );
}
