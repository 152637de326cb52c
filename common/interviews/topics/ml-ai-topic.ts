import type { InterviewTopicInput } from '../interview-content-schema.ts';

export const mlAiTopic: InterviewTopicInput = {
  id: 'ml-ai-engineering',
  title: 'ML & AI Engineering',
  description:
    'LLM applications, retrieval, evaluation and serving: the questions AI engineering interviews ask in 2025.',
  duration: 60,
  difficulty: 'Advanced',
  icon: 'brain',
  criteria: [
    {
      id: 'ai-fundamentals',
      label: 'Model fundamentals',
      description: 'Understands tokens, context windows, sampling and model choice.',
      lessonIds: [
        'ai-llm-tokens',
        'ai-llm-context-and-attention',
        'ai-llm-sampling',
        'ai-llm-choosing-models',
      ],
      problemIds: [],
    },
    {
      id: 'ai-retrieval',
      label: 'Retrieval design',
      description: 'Designs chunking, embeddings and hybrid search for grounded answers.',
      lessonIds: ['ai-rag-architecture', 'ai-rag-chunking', 'ai-embeddings-hybrid-search'],
      problemIds: [],
    },
    {
      id: 'ai-evaluation',
      label: 'Evaluation',
      description: 'Builds datasets and metrics to measure quality before and after changes.',
      lessonIds: ['ai-eval-datasets', 'ai-eval-metrics-judges'],
      problemIds: [],
    },
    {
      id: 'ai-production',
      label: 'Production concerns',
      description: 'Covers latency, cost, reliability and monitoring of AI features.',
      lessonIds: ['ai-serving-latency', 'ai-serving-cost', 'ai-serving-reliability'],
      problemIds: [],
    },
    {
      id: 'ai-safety',
      label: 'Safety and guardrails',
      description: 'Handles prompt injection, harmful output and data leakage.',
      lessonIds: ['ai-eval-guardrails', 'ai-agents-safety'],
      problemIds: [],
    },
  ],
  questions: [
    {
      id: 'ai-rag-design',
      prompt: 'Design a question-answering assistant over 50,000 internal documents.',
      outline: [
        'Ingest: parse, chunk by structure with overlap, embed, store with metadata and access control.',
        'Query: hybrid retrieval (BM25 + vectors), rerank, answer only from retrieved context with citations.',
        'Evaluate retrieval recall and answer faithfulness on a labelled question set.',
      ],
      criteria: ['ai-retrieval', 'ai-evaluation', 'ai-safety', 'ai-production'],
    },
    {
      id: 'ai-hallucination',
      prompt: 'Users report the assistant invents facts. How do you reduce hallucinations?',
      outline: [
        'Ground answers in retrieved sources; instruct to say "I don\'t know" when context lacks the answer.',
        'Improve retrieval (the usual root cause); show citations users can check.',
        'Measure faithfulness with an eval set and an LLM judge checked against human labels.',
      ],
      criteria: ['ai-retrieval', 'ai-evaluation', 'ai-fundamentals'],
    },
    {
      id: 'ai-chunking',
      prompt: 'How do you choose a chunking strategy for technical documentation?',
      outline: [
        'Split on structure (headings, code blocks) rather than fixed characters.',
        'Size trades precision vs context; overlap or parent-document retrieval keeps continuity.',
        'Pick by measuring retrieval recall on real questions.',
      ],
      criteria: ['ai-retrieval', 'ai-evaluation', 'ai-fundamentals'],
    },
    {
      id: 'ai-eval-dataset',
      prompt: 'How do you build an evaluation set for an LLM feature before launch?',
      outline: [
        'Collect real or realistic inputs covering common, edge and adversarial cases.',
        'Write expected answers or grading criteria; label with domain experts.',
        'Version it, run it in CI on every prompt or model change, track scores over time.',
      ],
      criteria: ['ai-evaluation', 'ai-production', 'ai-safety'],
    },
    {
      id: 'ai-llm-judge',
      prompt: 'When can you trust an LLM-as-judge, and how do you check it?',
      outline: [
        'Good for rubric-based criteria when validated against human labels (agreement rates).',
        'Known biases: position, verbosity, self-preference; mitigate with pairwise swaps and clear rubrics.',
        'Keep a human-labelled slice to recalibrate regularly.',
      ],
      criteria: ['ai-evaluation', 'ai-fundamentals', 'ai-safety'],
    },
    {
      id: 'ai-prompt-injection',
      prompt:
        'Your agent reads web pages and can send e-mails. How do you defend against prompt injection?',
      outline: [
        'Treat retrieved content as untrusted data; it must not grant permissions.',
        'Least-privilege tools, confirmation for side effects, allow-lists of recipients.',
        'Detect injections, log tool calls, and red-team regularly.',
      ],
      criteria: ['ai-safety', 'ai-production', 'ai-fundamentals'],
    },
    {
      id: 'ai-latency',
      prompt: 'The chat feature takes 9 seconds to answer. How do you make it feel fast?',
      outline: [
        'Stream tokens; time to first token is what users feel.',
        'Smaller or faster model for easy queries (routing), shorter prompts, cache repeated work.',
        'Parallelise retrieval and tool calls; measure p50 and p95 per stage.',
      ],
      criteria: ['ai-production', 'ai-fundamentals', 'ai-evaluation'],
    },
    {
      id: 'ai-cost-control',
      prompt: 'LLM costs are growing faster than usage. What levers do you have?',
      outline: [
        'Token accounting per feature; trim prompts and context, cap output length.',
        'Model routing, prompt caching, batching offline work.',
        'Evaluate that cheaper options keep quality before switching.',
      ],
      criteria: ['ai-production', 'ai-evaluation', 'ai-fundamentals'],
    },
    {
      id: 'ai-temperature',
      prompt:
        'What do temperature and top-p do, and what settings do you use for extraction vs brainstorming?',
      outline: [
        'Temperature scales the logits: low = more deterministic; top-p samples from the smallest set covering p mass.',
        'Extraction and classification: low temperature; creative tasks: higher.',
        'Even at temperature 0 outputs can vary; design for it.',
      ],
      criteria: ['ai-fundamentals', 'ai-production', 'ai-evaluation'],
    },
    {
      id: 'ai-structured-output',
      prompt:
        'You need the model to return valid JSON for downstream code. How do you make that reliable?',
      outline: [
        'Use structured output / JSON schema modes or function calling where available.',
        'Validate with a schema, retry with the error message, fall back safely.',
        'Keep schemas small and descriptive; test with adversarial inputs.',
      ],
      criteria: ['ai-production', 'ai-fundamentals', 'ai-safety'],
    },
    {
      id: 'ai-embeddings-choice',
      prompt: 'How do embeddings work, and how do you choose an embedding model and vector index?',
      outline: [
        'Text mapped to vectors where similar meaning is close (cosine similarity).',
        'Choose by retrieval quality on your data, dimension (cost), language support.',
        'Index: exact for small sets; HNSW/IVF for large ones, trading recall for speed.',
      ],
      criteria: ['ai-retrieval', 'ai-fundamentals', 'ai-production'],
    },
    {
      id: 'ai-fine-tune-vs-rag',
      prompt: 'Fine-tuning or retrieval-augmented generation: how do you decide?',
      outline: [
        'RAG for knowledge that changes or needs citations; fine-tuning for format, style or narrow skills.',
        'Try prompting and RAG first: cheaper and easier to update.',
        'Fine-tuning needs quality data and an eval to show it helps.',
      ],
      criteria: ['ai-fundamentals', 'ai-retrieval', 'ai-evaluation'],
    },
    {
      id: 'ai-agent-loop',
      prompt: 'Describe how a tool-using agent works and how you keep it from looping forever.',
      outline: [
        'Model proposes a tool call, the runtime executes it, results go back into context until a final answer.',
        'Step and budget limits, timeouts, detection of repeated calls.',
        'Well-described tools with narrow inputs; log each step for debugging.',
      ],
      criteria: ['ai-production', 'ai-safety', 'ai-fundamentals'],
    },
    {
      id: 'ai-monitoring',
      prompt: 'What do you monitor for an LLM feature in production?',
      outline: [
        'Latency, error rates, token usage and cost per request.',
        'Quality signals: user feedback, sampled evals, refusal and fallback rates.',
        'Drift in inputs; alerts on safety filter triggers.',
      ],
      criteria: ['ai-production', 'ai-evaluation', 'ai-safety'],
    },
    {
      id: 'ai-context-window',
      prompt: 'The model supports 200k tokens. Why not put all documents in the prompt?',
      outline: [
        'Cost and latency grow with tokens; attention over long contexts degrades ("lost in the middle").',
        'Retrieval selects relevant context and keeps answers grounded.',
        'Long context helps for a few whole documents; still measure quality.',
      ],
      criteria: ['ai-fundamentals', 'ai-retrieval', 'ai-production'],
    },
  ],
};
