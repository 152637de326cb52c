import type { InterviewTopicInput } from '../interview-content-schema.ts';

export const dataModellingTopic: InterviewTopicInput = {
  id: 'data-modelling',
  title: 'Data Modelling',
  description:
    'Dimensional models, grain, keys and history: design tables that answer the business questions and survive change.',
  duration: 45,
  difficulty: 'Intermediate',
  icon: 'layers',
  criteria: [
    {
      id: 'dm-grain',
      label: 'Declares the grain',
      description: 'States what one row of each fact table means before choosing columns.',
      lessonIds: ['de-modelling-star-schema', 'de-sql-joins-and-grain'],
      problemIds: ['revenue-by-category'],
    },
    {
      id: 'dm-keys',
      label: 'Keys and identity',
      description: 'Chooses natural vs surrogate keys deliberately and keeps them stable.',
      lessonIds: ['de-modelling-keys'],
      problemIds: ['duplicate-emails'],
    },
    {
      id: 'dm-history',
      label: 'History and change',
      description: 'Handles slowly changing dimensions and late-arriving data explicitly.',
      lessonIds: ['de-modelling-scd'],
      problemIds: ['latest-order-status'],
    },
    {
      id: 'dm-tradeoffs',
      label: 'Trade-offs',
      description: 'Weighs normalisation, query cost and ease of use for the people querying.',
      lessonIds: ['de-modelling-oltp-vs-olap'],
      problemIds: [],
    },
    {
      id: 'dm-requirements',
      label: 'Starts from questions',
      description:
        'Derives the model from the business questions and consumers, not from the source tables.',
      lessonIds: ['de-modelling-oltp-vs-olap', 'de-modelling-star-schema'],
      problemIds: [],
    },
  ],
  questions: [
    {
      id: 'dm-ecommerce-star',
      prompt:
        'Design a star schema for an e-commerce site so analysts can report revenue by product, customer and day.',
      outline: [
        'Fact: order line at one row per product per order, with quantity, net amount, discount.',
        'Dimensions: date, product, customer, store/channel; surrogate keys in the fact.',
        'Returns and cancellations as separate facts or signed rows; say which.',
      ],
      criteria: ['dm-grain', 'dm-keys', 'dm-requirements', 'dm-tradeoffs'],
    },
    {
      id: 'dm-scd-type-2',
      prompt:
        'A customer moves city. How do you keep revenue by the city the customer lived in at the time of each order?',
      outline: [
        'SCD type 2: a new dimension row per change with valid_from, valid_to and is_current.',
        'Facts reference the surrogate key valid at the event time.',
        'Type 1 (overwrite) would restate history; explain when that is acceptable.',
      ],
      criteria: ['dm-history', 'dm-keys', 'dm-grain'],
    },
    {
      id: 'dm-oltp-vs-olap',
      prompt: "Why not run analytics directly on the application's normalised OLTP schema?",
      outline: [
        'OLTP is optimised for small transactional writes; analytics scans and joins many rows.',
        'Normalised schemas need many joins and expose implementation details to analysts.',
        'Load impact on production; a separate analytical model can be denormalised and historised.',
      ],
      criteria: ['dm-tradeoffs', 'dm-requirements', 'dm-grain'],
    },
    {
      id: 'dm-surrogate-keys',
      prompt: 'Surrogate or natural keys in a warehouse: which do you choose and why?',
      outline: [
        'Surrogate keys decouple from source system changes and support SCD2 versions.',
        'Natural keys stay as attributes for lineage and deduplication.',
        'Hash keys vs sequences: deterministic hashes help parallel loads; watch collisions and type width.',
      ],
      criteria: ['dm-keys', 'dm-history', 'dm-tradeoffs'],
    },
    {
      id: 'dm-late-arriving',
      prompt: 'A fact arrives before its dimension row (late-arriving dimension). What do you do?',
      outline: [
        'Insert an inferred member (placeholder dimension row) and update it when the real data lands.',
        'Or hold the fact in a staging area and retry, at the cost of freshness.',
        'Monitor how many facts point to inferred members.',
      ],
      criteria: ['dm-history', 'dm-keys', 'dm-tradeoffs'],
    },
    {
      id: 'dm-subscription-model',
      prompt:
        'Model subscriptions so finance can report monthly recurring revenue (MRR), churn and upgrades.',
      outline: [
        'Subscription periods or daily/monthly snapshots as facts; events (start, upgrade, cancel) as another fact.',
        'MRR from the snapshot grain; churn and expansion from comparing consecutive periods.',
        'Currency and proration rules documented in the model.',
      ],
      criteria: ['dm-requirements', 'dm-grain', 'dm-history'],
    },
    {
      id: 'dm-wide-vs-star',
      prompt: 'One wide denormalised table or a star schema for a BI tool: argue both sides.',
      outline: [
        'Wide tables are simple and fast in columnar warehouses; no joins for analysts.',
        'Stars keep dimensions consistent and reusable and handle history better.',
        'Common answer: star as the core, wide marts built from it for specific dashboards.',
      ],
      criteria: ['dm-tradeoffs', 'dm-requirements', 'dm-grain'],
    },
    {
      id: 'dm-snapshot-vs-transaction',
      prompt:
        'Explain transaction, periodic snapshot and accumulating snapshot facts with an example of each.',
      outline: [
        'Transaction: one row per event (a payment).',
        'Periodic snapshot: state at a regular interval (inventory at end of day).',
        'Accumulating snapshot: one row per process instance updated at milestones (order placed → shipped → delivered).',
      ],
      criteria: ['dm-grain', 'dm-requirements', 'dm-history'],
    },
    {
      id: 'dm-many-to-many',
      prompt:
        'A patient can have several diagnoses per visit. How do you model that so counts stay correct?',
      outline: [
        'Bridge table between the visit fact and the diagnosis dimension, with weighting factors if allocation is needed.',
        'Warn that naive joins multiply visit-level measures.',
        'Alternatively a fact at visit-diagnosis grain for diagnosis questions.',
      ],
      criteria: ['dm-grain', 'dm-keys', 'dm-tradeoffs'],
    },
    {
      id: 'dm-data-vault',
      prompt: 'When would you pick Data Vault over a Kimball-style star schema?',
      outline: [
        'Many volatile sources and strict auditability: hubs, links and satellites absorb change.',
        'Vault is not query-friendly; you still build marts on top.',
        'Cost: more tables, more engineering; pick it for integration-heavy enterprises.',
      ],
      criteria: ['dm-tradeoffs', 'dm-history', 'dm-requirements'],
    },
    {
      id: 'dm-event-schema',
      prompt:
        'Design the schema for product analytics events (clicks, views) that many teams will emit.',
      outline: [
        'Common envelope: event id, name, user/anonymous id, timestamp(s), session, context; typed properties per event.',
        'A tracking plan and schema registry so event names and properties stay consistent.',
        'Event id for deduplication; client and server timestamps both kept.',
      ],
      criteria: ['dm-keys', 'dm-requirements', 'dm-tradeoffs'],
    },
    {
      id: 'dm-conformed-dimensions',
      prompt:
        'What is a conformed dimension and why does it matter when two teams report "active customers"?',
      outline: [
        'One shared dimension (and definition) used by several fact tables.',
        'Without it, two marts disagree on who is a customer and numbers do not reconcile.',
        'Ownership and a documented definition keep it conformed.',
      ],
      criteria: ['dm-requirements', 'dm-keys', 'dm-tradeoffs'],
    },
    {
      id: 'dm-nulls-in-dimensions',
      prompt: 'How do you handle unknown or missing dimension values in facts?',
      outline: [
        'Use a dedicated "Unknown" member (e.g. key -1) instead of NULL foreign keys.',
        'Inner joins then keep all facts; BI tools show an explicit Unknown bucket.',
        'Distinguish "unknown" from "not applicable" when it matters.',
      ],
      criteria: ['dm-keys', 'dm-grain', 'dm-history'],
    },
    {
      id: 'dm-schema-evolution',
      prompt: 'A source adds, renames and drops columns regularly. How does your model cope?',
      outline: [
        'Land raw data schema-on-read (or with schema evolution in a table format).',
        'Contract at the modelled layer: additive changes flow, breaking changes need a version.',
        'Tests on the model detect dropped columns before consumers do.',
      ],
      criteria: ['dm-history', 'dm-tradeoffs', 'dm-requirements'],
    },
    {
      id: 'dm-ride-sharing',
      prompt:
        "Model a ride-sharing app's trips so you can analyse pricing, wait time and driver utilisation.",
      outline: [
        'Trip fact at one row per trip with request, pickup, drop-off times, fare components, surge.',
        'Dimensions: rider, driver, vehicle, geography (zones), date/time.',
        'Driver utilisation needs a driver-state snapshot fact (online, on trip, idle) at a different grain.',
      ],
      criteria: ['dm-grain', 'dm-requirements', 'dm-tradeoffs', 'dm-keys'],
    },
  ],
};
