import type { InterviewTopicInput } from '../interview-content-schema.ts';

export const behaviouralTopic: InterviewTopicInput = {
  id: 'behavioural',
  title: 'Behavioural',
  description:
    'Tell clear, specific stories about impact, conflict, failure and ownership using the STAR structure.',
  duration: 30,
  difficulty: 'Beginner',
  icon: 'people',
  criteria: [
    {
      id: 'bh-structure',
      label: 'Clear structure',
      description: 'Situation, task, action and result in order, without rambling.',
      lessonIds: ['de-orchestration-dags'],
      problemIds: [],
    },
    {
      id: 'bh-ownership',
      label: 'Own actions',
      description: 'Says what "I" did, not only "we", and owns mistakes.',
      lessonIds: ['de-quality-pipeline-checks'],
      problemIds: [],
    },
    {
      id: 'bh-impact',
      label: 'Measurable impact',
      description:
        'Quantifies results (time saved, cost, errors, users) and explains why it mattered.',
      lessonIds: ['de-quality-dimensions'],
      problemIds: [],
    },
    {
      id: 'bh-reflection',
      label: 'Reflection',
      description: 'Shares what was learned and what would be done differently.',
      lessonIds: ['de-orchestration-backfills'],
      problemIds: [],
    },
    {
      id: 'bh-collaboration',
      label: 'Collaboration',
      description: 'Shows how they worked with stakeholders and teammates, including disagreement.',
      lessonIds: ['de-batch-etl-vs-elt'],
      problemIds: [],
    },
  ],
  questions: [
    {
      id: 'bh-proud-project',
      prompt: 'Tell me about the data project you are most proud of.',
      outline: [
        'Context and the problem in one or two sentences; your role.',
        'Key technical decisions you made and why.',
        'Quantified outcome and what you would improve.',
      ],
      criteria: ['bh-structure', 'bh-impact', 'bh-ownership'],
    },
    {
      id: 'bh-failure',
      prompt: 'Describe a time a pipeline or analysis you owned was wrong in production.',
      outline: [
        'What broke and how it was noticed; the impact on users.',
        'What you did to fix it and communicate.',
        'The prevention you put in place afterwards (tests, alerts, process).',
      ],
      criteria: ['bh-ownership', 'bh-reflection', 'bh-structure'],
    },
    {
      id: 'bh-conflict',
      prompt:
        'Tell me about a disagreement with a stakeholder about priorities or a metric definition.',
      outline: [
        'Both positions, fairly stated.',
        'How you used data and conversation to reach a decision.',
        'The result and the relationship afterwards.',
      ],
      criteria: ['bh-collaboration', 'bh-structure', 'bh-reflection'],
    },
    {
      id: 'bh-ambiguity',
      prompt: 'Describe a time you had to deliver with unclear requirements.',
      outline: [
        'How you clarified: questions, prototypes, early feedback.',
        'Decisions made under uncertainty and how you limited risk.',
        'Outcome and what you learned about scoping.',
      ],
      criteria: ['bh-structure', 'bh-collaboration', 'bh-reflection'],
    },
    {
      id: 'bh-explain-technical',
      prompt: 'Tell me about explaining a complex technical topic to a non-technical audience.',
      outline: [
        'The audience and what they needed to decide.',
        'How you simplified: analogies, visuals, dropping jargon.',
        'Evidence it worked (decision made, follow-up questions).',
      ],
      criteria: ['bh-collaboration', 'bh-impact', 'bh-structure'],
    },
    {
      id: 'bh-tight-deadline',
      prompt: 'Describe a time you had to cut scope to meet a deadline.',
      outline: [
        'What was at stake and the options considered.',
        'How you chose what to cut and told stakeholders.',
        'What shipped, the impact, and how the rest was handled.',
      ],
      criteria: ['bh-ownership', 'bh-impact', 'bh-collaboration'],
    },
    {
      id: 'bh-learn-fast',
      prompt: 'Tell me about a time you had to learn a new tool or domain quickly.',
      outline: [
        'Why it was needed and the time available.',
        'Your learning approach (docs, small experiments, asking experts).',
        'What you delivered with it.',
      ],
      criteria: ['bh-structure', 'bh-reflection', 'bh-impact'],
    },
    {
      id: 'bh-improve-process',
      prompt: 'Give an example of a process you improved without being asked.',
      outline: [
        'The pain you noticed and its cost.',
        'How you convinced others and implemented the change.',
        'Measured improvement.',
      ],
      criteria: ['bh-ownership', 'bh-impact', 'bh-collaboration'],
    },
    {
      id: 'bh-feedback',
      prompt: 'Tell me about critical feedback you received and what you did with it.',
      outline: [
        'The feedback, stated honestly.',
        'Concrete changes you made.',
        'How you know it improved.',
      ],
      criteria: ['bh-reflection', 'bh-ownership', 'bh-structure'],
    },
    {
      id: 'bh-mentoring',
      prompt: 'Describe a time you helped a teammate grow or get unblocked.',
      outline: [
        'The situation and what they needed.',
        'How you helped without taking over.',
        'Their result and what you learned as a mentor.',
      ],
      criteria: ['bh-collaboration', 'bh-impact', 'bh-reflection'],
    },
    {
      id: 'bh-say-no',
      prompt: 'Tell me about a time you said no to a request.',
      outline: [
        'The request and why it was a bad idea or bad timing.',
        'How you said no with an alternative.',
        'The outcome for the requester and the team.',
      ],
      criteria: ['bh-collaboration', 'bh-structure', 'bh-ownership'],
    },
    {
      id: 'bh-data-quality-incident',
      prompt: 'Describe how you handled discovering that a key report had been wrong for weeks.',
      outline: [
        'How you verified the issue and estimated its impact.',
        'Who you told, when, and how the fix was rolled out.',
        'Safeguards added afterwards.',
      ],
      criteria: ['bh-ownership', 'bh-collaboration', 'bh-reflection'],
    },
    {
      id: 'bh-prioritise',
      prompt:
        'You have requests from three teams and time for one. How did you prioritise in a real case?',
      outline: [
        'The criteria you used (impact, urgency, effort).',
        'How you communicated the decision and timeline to all three.',
        'Outcome and whether you would decide the same way.',
      ],
      criteria: ['bh-structure', 'bh-collaboration', 'bh-impact'],
    },
    {
      id: 'bh-why-data',
      prompt: 'Why do you want to work in data engineering (or AI / analytics engineering)?',
      outline: [
        'A specific moment or project that drew you in.',
        'What you enjoy about the work and the evidence you are doing it.',
        'How this role fits your next step.',
      ],
      criteria: ['bh-structure', 'bh-reflection', 'bh-impact'],
    },
    {
      id: 'bh-career-change',
      prompt:
        'You are moving into data from another field. What transfers, and what did you do to close the gaps?',
      outline: [
        'Transferable strengths with an example (domain knowledge, communication, rigour).',
        'Concrete learning and projects that close the technical gap.',
        'How you would ramp up in the first months.',
      ],
      criteria: ['bh-reflection', 'bh-impact', 'bh-ownership'],
    },
  ],
};
