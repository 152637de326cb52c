import type { InterviewTopicInput } from '../interview-content-schema.ts';

export const analyticsTopic: InterviewTopicInput = {
  id: 'analytics-metrics',
  title: 'Analytics & Metrics',
  description:
    'Define metrics, design experiments and investigate changes: the product-sense questions analytics engineers get.',
  duration: 30,
  difficulty: 'Beginner',
  icon: 'chart',
  criteria: [
    {
      id: 'am-definition',
      label: 'Precise definitions',
      description: 'Defines metrics precisely: population, time window, numerator and denominator.',
      lessonIds: ['de-quality-dimensions'],
      problemIds: ['weekly-active-users', 'monthly-signups'],
    },
    {
      id: 'am-sql-translation',
      label: 'Turns it into a query',
      description: 'Can express the metric in SQL at the right grain.',
      lessonIds: ['de-sql-window-functions', 'de-sql-joins-and-grain'],
      problemIds: ['month-over-month-growth', 'repeat-customers'],
    },
    {
      id: 'am-statistics',
      label: 'Statistical reasoning',
      description: 'Reasons about variance, significance, bias and sample size.',
      lessonIds: ['ai-eval-metrics-judges'],
      problemIds: ['bonus-statistics'],
    },
    {
      id: 'am-investigation',
      label: 'Structured investigation',
      description: 'Breaks a change down by segment, checks data issues first, forms hypotheses.',
      lessonIds: ['de-quality-pipeline-checks'],
      problemIds: ['shipping-delays'],
    },
    {
      id: 'am-business',
      label: 'Business impact',
      description: 'Connects metrics to decisions and guards against gaming them.',
      lessonIds: ['de-modelling-star-schema'],
      problemIds: [],
    },
  ],
  questions: [
    {
      id: 'am-define-dau',
      prompt: 'Define "daily active users" for a learning app. What choices do you have to make?',
      outline: [
        'What counts as active (opened app vs completed a meaningful action); which time zone defines a day.',
        'Deduplicate across devices by user id; exclude internal and bot accounts.',
        'Pair with a quality metric so it cannot be inflated by notifications alone.',
      ],
      criteria: ['am-definition', 'am-business', 'am-sql-translation'],
    },
    {
      id: 'am-metric-drop',
      prompt: 'Weekly signups dropped 20% overnight. Walk through your investigation.',
      outline: [
        'Check the data first: pipeline delays, tracking changes, definition changes.',
        'Segment by platform, country, channel, app version to localise the drop.',
        'Look for external causes (campaign ended, outage, release) and confirm with the owners.',
      ],
      criteria: ['am-investigation', 'am-definition', 'am-business'],
    },
    {
      id: 'am-ab-test-design',
      prompt: 'Design an A/B test for a new onboarding flow. What do you decide before launching?',
      outline: [
        'Primary metric and guardrails; unit of randomisation (user) and assignment logging.',
        'Minimum detectable effect, power and sample size → duration (full weeks).',
        'Pre-register the analysis; no peeking without sequential methods.',
      ],
      criteria: ['am-statistics', 'am-definition', 'am-business'],
    },
    {
      id: 'am-p-value',
      prompt: 'Explain a p-value and statistical significance to a product manager.',
      outline: [
        'The probability of seeing a difference at least this large if there were truly no effect.',
        'Not the probability the feature works; significance ≠ practical importance.',
        'Use confidence intervals to show the plausible size of the effect.',
      ],
      criteria: ['am-statistics', 'am-business', 'am-definition'],
    },
    {
      id: 'am-retention-cohorts',
      prompt: 'How do you compute and present 30-day retention by signup cohort?',
      outline: [
        'Cohort = signup week; retained = active on day 30 (or within days 28–34), define exactly.',
        'Only include cohorts old enough to be measured.',
        'Cohort triangle or retention curves; compare cohorts, not the blended average.',
      ],
      criteria: ['am-definition', 'am-sql-translation', 'am-statistics'],
    },
    {
      id: 'am-simpsons-paradox',
      prompt: 'Conversion went up in every country but down overall. How is that possible?',
      outline: [
        "Simpson's paradox: the traffic mix shifted towards lower-converting countries.",
        'Report the segment rates and the mix separately; standardise to a fixed mix if needed.',
        'Ask what changed the mix (campaign, launch in a new market).',
      ],
      criteria: ['am-statistics', 'am-investigation', 'am-business'],
    },
    {
      id: 'am-north-star',
      prompt: 'Pick a north-star metric for a data-career learning platform and defend it.',
      outline: [
        'Something tied to value delivered, e.g. weekly learners completing a lesson or practice problem.',
        'Leading indicators (activation) and lagging outcomes (job offers) around it.',
        'Risks: gaming, seasonality; guardrails like quality ratings.',
      ],
      criteria: ['am-business', 'am-definition', 'am-investigation'],
    },
    {
      id: 'am-funnel',
      prompt: 'Build a signup → first lesson → first practice funnel. What are the pitfalls?',
      outline: [
        'Define step order and a conversion window; users counted once per step.',
        'Steps done out of order, multiple devices, and time-zone boundaries.',
        'Report step-to-step and overall conversion with the cohort date.',
      ],
      criteria: ['am-sql-translation', 'am-definition', 'am-investigation'],
    },
    {
      id: 'am-novelty-effect',
      prompt:
        'A test shows +8% engagement in week one and +1% in week three. What do you conclude?',
      outline: [
        'Novelty effect: returning users react to change; the long-run effect is smaller.',
        'Look at new vs returning users separately and the trend over time.',
        'Decide on the stable effect; consider a holdout to measure it longer.',
      ],
      criteria: ['am-statistics', 'am-investigation', 'am-business'],
    },
    {
      id: 'am-ratio-metrics',
      prompt:
        'Average revenue per user went down while total revenue went up. Explain and decide what to report.',
      outline: [
        'Denominator grew faster (many new low-spend users).',
        'Report numerator and denominator alongside the ratio; segment new vs existing users.',
        'Pick the metric that matches the decision being made.',
      ],
      criteria: ['am-definition', 'am-business', 'am-investigation'],
    },
    {
      id: 'am-dashboard-design',
      prompt: 'An executive asks for a dashboard with 40 metrics. What do you do?',
      outline: [
        'Ask which decisions it supports; reduce to a few key metrics with targets.',
        'Consistent definitions from the modelled layer; freshness shown.',
        'Drill-down for detail instead of everything on one page.',
      ],
      criteria: ['am-business', 'am-definition', 'am-sql-translation'],
    },
    {
      id: 'am-sample-ratio-mismatch',
      prompt: 'Your 50/50 experiment has 52% of users in control. Is that a problem?',
      outline: [
        'Sample ratio mismatch: test it (chi-square); with large samples 52/48 is very unlikely by chance.',
        'Causes: assignment bugs, redirects losing users, bot filtering differences.',
        'Do not trust the results until the cause is found.',
      ],
      criteria: ['am-statistics', 'am-investigation', 'am-definition'],
    },
    {
      id: 'am-attribution',
      prompt:
        'Marketing asks which channel drives paid subscriptions. How do you approach attribution?',
      outline: [
        'Rule-based models (first/last touch, linear) are simple but biased.',
        'Incrementality tests (geo or holdout) measure causal lift.',
        'Be explicit about the lookback window and cross-device gaps.',
      ],
      criteria: ['am-statistics', 'am-business', 'am-definition'],
    },
    {
      id: 'am-ltv',
      prompt: 'Estimate customer lifetime value for a subscription product.',
      outline: [
        'Simple: ARPU × gross margin / churn rate, per cohort or segment.',
        'Better: cohort-based revenue curves, discounted.',
        'State assumptions and sensitivity; LTV:CAC as the decision metric.',
      ],
      criteria: ['am-definition', 'am-business', 'am-statistics'],
    },
    {
      id: 'am-anomaly-alerts',
      prompt:
        'How would you alert on unusual changes in a daily metric without flooding people with false alarms?',
      outline: [
        'Model seasonality (day of week) and compare to an expected band.',
        'Require persistence or size thresholds; route alerts to an owner.',
        'Review alert precision and tune regularly.',
      ],
      criteria: ['am-statistics', 'am-investigation', 'am-sql-translation'],
    },
  ],
};
