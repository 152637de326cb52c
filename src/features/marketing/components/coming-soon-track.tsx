/**
 * The body of a coming-soon track page (product.md#tracks): a banner saying the track launches
 * Q2 2025, the track's figures, what it will cover, its three capstones, and "Join the Waitlist"
 * buttons that load /auth/register.
 */
import { CheckList } from './check-list.tsx';
import { ClosingCta } from './closing-cta.tsx';
import { InfoCard } from './info-card.tsx';
import { type MarketingIconName } from './marketing-icon.tsx';
import { PageHero } from './page-hero.tsx';
import { PageSection } from './page-section.tsx';
import { TrackCapstones, type Capstone } from './track-capstones.tsx';
import { SignUpButton } from './sign-up-button.tsx';
import styles from './track-page.module.css';

/** Launch quarter of the AI and Analytics Engineering tracks (product.md#flows, #constants). */
const LAUNCH = 'Q2 2025';

export interface ComingSoonTrackProps {
  /** Short id used for element ids ("ai", "analytics"). */
  id: string;
  trackName: string;
  icon: MarketingIconName;
  title: string;
  lead: string;
  duration: string;
  projects: string;
  salaryRange: string;
  modules: readonly string[];
  capstones: readonly Capstone[];
  audiences: ReadonlyArray<{ icon: MarketingIconName; title: string; text: string }>;
}

export function ComingSoonTrack({
  id,
  trackName,
  icon,
  title,
  lead,
  duration,
  projects,
  salaryRange,
  modules,
  capstones,
  audiences,
}: ComingSoonTrackProps) {
  return (
    <>
      <PageHero
        banner={
          <p className={styles.banner} data-testid="launch-banner">
            <span className={styles.bannerTag}>Coming soon</span>
            The {trackName} track launches in {LAUNCH}. Join the waitlist for early access.
          </p>
        }
        badge={`${trackName} track`}
        badgeIcon={icon}
        title={title}
        lead={lead}
        actions={<SignUpButton>Join the Waitlist</SignUpButton>}
        stats={[
          { label: 'Duration', value: duration },
          { label: 'Hands-on work', value: projects },
          { label: 'Typical salary range', value: salaryRange },
        ]}
      />

      <PageSection
        id={`${id}-modules-title`}
        eyebrow="What you will learn"
        title="The curriculum at a glance"
        lead="Built and reviewed by senior practitioners, with the same project-first format as our Data Engineering track."
      >
        <div className={styles.modules}>
          <CheckList items={modules} columns={2} />
        </div>
      </PageSection>

      <PageSection
        id={`${id}-capstones-title`}
        tone="raised"
        eyebrow="Capstone projects"
        title="Three capstones, scoped like real work"
      >
        <TrackCapstones capstones={capstones} />
      </PageSection>

      <PageSection
        id={`${id}-audience-title`}
        eyebrow="Who it is for"
        title="Is this track for you?"
      >
        <div className={styles.grid3}>
          {audiences.map((audience) => (
            <InfoCard key={audience.title} icon={audience.icon} title={audience.title}>
              <p>{audience.text}</p>
            </InfoCard>
          ))}
        </div>
      </PageSection>

      <ClosingCta
        id={`${id}-cta-title`}
        title={`Be first in line when ${trackName} opens in ${LAUNCH}`}
        text="Create a free account to join the waitlist. You will get early access to the first modules, and you can start the Data Engineering track today to build the foundations this track relies on."
        primaryLabel="Join the Waitlist"
      />
    </>
  );
}
