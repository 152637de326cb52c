/**
 * The AI career copilot page (product.md#purpose, #feature-pages): Back button; hero with badge, headline and the
 * figures 24/7, 10K+ and 95%; the four capabilities; the four-step journey; a sample session;
 * trust; closing call to action. "Start with Nyra Today" loads /auth/register; "Watch Demo" and
 * "Schedule a Demo" have no action.
 */
import { Button } from '@/src/components/ui/button.tsx';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { CheckList } from './check-list.tsx';
import { ClosingCta } from './closing-cta.tsx';
import { InfoCard } from './info-card.tsx';
import { MarketingIcon, type MarketingIconName } from './marketing-icon.tsx';
import { NumberedSteps, type Step } from './numbered-steps.tsx';
import { PageHero } from './page-hero.tsx';
import { PageSection } from './page-section.tsx';
import { SignUpButton } from './sign-up-button.tsx';
import styles from './feature-page.module.css';

export const careerCopilotPageMeta: PageMeta = {
  title: 'Nyra Career Copilot: your AI coach for data careers',
  description:
    'Personalized learning paths, interview preparation, career planning and job matching from an AI copilot trained on the data job market. 24/7 support, 10K+ careers accelerated.',
};

const CAPABILITIES: ReadonlyArray<{
  icon: MarketingIconName;
  title: string;
  text: string;
  points: readonly string[];
}> = [
  {
    icon: 'compass',
    title: 'Personalized Learning Paths',
    text: 'Stop guessing what to study next. The copilot builds your plan around the role you want.',
    points: ['Skill-gap analysis', 'Adaptive difficulty and pacing', 'Real-time progress tracking'],
  },
  {
    icon: 'mic',
    title: 'Interview Preparation',
    text: 'Rehearse the rounds that decide offers until the real one feels familiar.',
    points: ['Realistic scenarios', 'Instant feedback', 'Company-specific preparation'],
  },
  {
    icon: 'chart',
    title: 'Career Planning',
    text: 'Make decisions with market data, not hunches, from first role to staff engineer.',
    points: [
      'Market trends',
      'Salary benchmarking and negotiation',
      'Network-building recommendations',
    ],
  },
  {
    icon: 'briefcase',
    title: 'Job Matching',
    text: 'Apply where you fit best, with an application that shows it.',
    points: [
      'Role recommendations',
      'Application optimization',
      'Connections with hiring managers',
    ],
  },
];

const JOURNEY: readonly Step[] = [
  {
    icon: 'target',
    title: 'Assessment',
    text: 'A 20-minute diagnostic plus your resume shows where you stand against the roles you want.',
  },
  {
    icon: 'route',
    title: 'Personalization',
    text: 'You get a week-by-week plan of lessons, projects and mock interviews that adapts as you improve.',
  },
  {
    icon: 'message',
    title: 'Guidance',
    text: 'Ask anything, any time: code reviews, study priorities, offer negotiation or a nervous pre-interview check.',
  },
  {
    icon: 'trophy',
    title: 'Success',
    text: 'Apply with a tailored resume, rehearse the loop, negotiate with benchmarks, and sign the offer.',
  },
];

const CONVERSATION: ReadonlyArray<{ from: 'you' | 'copilot'; text: string }> = [
  {
    from: 'you',
    text: 'I have a final-round interview at a payments company next Thursday. What should I focus on?',
  },
  {
    from: 'copilot',
    text: 'Your last two mock system-design rounds lost points on idempotency and backfills, and payments teams probe both. I have moved the "Exactly-once pipelines" lab to tomorrow and booked a company-style mock interview for Monday.',
  },
  { from: 'you', text: 'And if they ask about salary?' },
  {
    from: 'copilot',
    text: 'For a mid-level data engineer in their market, offers cluster between $150K and $175K base. Here is a script for anchoring at the top of that range.',
  },
];

export function CareerCopilotPage() {
  usePageMeta(careerCopilotPageMeta);
  return (
    <>
      <PageHero
        showBack
        badge="Nyra Career Copilot"
        badgeIcon="sparkles"
        title="An AI career coach that knows the data job market"
        lead="The copilot learns your skills, goals and schedule, compares them with thousands of live job descriptions, and tells you exactly what to learn, practise and apply for next."
        actions={
          <>
            <SignUpButton>Start with Nyra Today</SignUpButton>
            <Button variant="secondary" size="large">
              <MarketingIcon name="play" size={18} />
              Watch Demo
            </Button>
          </>
        }
        stats={[
          { label: 'Support', value: '24/7' },
          { label: 'Careers accelerated', value: '10K+' },
          { label: 'Success rate', value: '95%' },
        ]}
      />

      <PageSection
        id="capabilities-title"
        eyebrow="Capabilities"
        title="Four ways the copilot moves your career forward"
        lead="One assistant that sees your lessons, projects, resume and interviews together, so its advice is specific to you."
      >
        <div className={styles.grid2}>
          {CAPABILITIES.map((capability) => (
            <InfoCard key={capability.title} icon={capability.icon} title={capability.title}>
              <p>{capability.text}</p>
              <CheckList items={capability.points} />
            </InfoCard>
          ))}
        </div>
      </PageSection>

      <PageSection
        id="journey-title"
        tone="raised"
        eyebrow="How it works"
        title="From assessment to offer in four steps"
      >
        <NumberedSteps steps={JOURNEY} />
      </PageSection>

      <PageSection
        id="session-title"
        eyebrow="In practice"
        title="Advice that knows your history"
        lead="Because the copilot sees your mock interviews, labs and goals, it can be specific where a generic chatbot would guess."
      >
        <figure className={styles.chat}>
          <ol className={styles.messages}>
            {CONVERSATION.map((message, index) => (
              <li key={index} className={styles.message} data-from={message.from}>
                <span className={styles.speaker}>
                  {message.from === 'you' ? 'You' : 'Nyra Copilot'}
                </span>
                <p>{message.text}</p>
              </li>
            ))}
          </ol>
          <figcaption className={styles.caption}>
            A sample copilot conversation, a week before a final-round interview.
          </figcaption>
        </figure>
      </PageSection>

      <PageSection
        id="trust-title"
        tone="raised"
        eyebrow="Built on trust"
        title="Guidance you can rely on"
      >
        <div className={styles.grid3}>
          <InfoCard icon="users" title="Humans in the loop">
            <p>
              Senior mentors review the copilot&apos;s learning paths and interview rubrics every
              week, and you can escalate any answer to a person.
            </p>
          </InfoCard>
          <InfoCard icon="shield" title="Your data stays yours">
            <p>
              Your resume and interview answers are used only to help you, never sold and never used
              to train third-party models.
            </p>
          </InfoCard>
          <InfoCard icon="eye" title="Transparent reasoning">
            <p>
              Every recommendation shows why it was made: the skill gap, the job data or the mock
              interview it came from.
            </p>
          </InfoCard>
        </div>
      </PageSection>

      <ClosingCta
        id="copilot-cta-title"
        title="Your next role is a plan away"
        text="Get your skill-gap analysis and personalised plan in your first session. Free for 30 days, cancel anytime."
        primaryLabel="Start with Nyra Today"
        secondaryLabel="Schedule a Demo"
      />
    </>
  );
}
