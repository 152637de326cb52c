/**
 * AI Engineering track page, coming soon (product.md#tracks, #constants): 16-20 weeks, 10+ projects,
 * $120K-$280K.
 */
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { ComingSoonTrack } from './coming-soon-track.tsx';

export const aiEngineeringTrackPageMeta: PageMeta = {
  title: 'AI Engineering track, launching Q2 2025: join the waitlist | Nyra',
  description:
    'Build production AI systems: LLM applications, retrieval, evaluation, fine-tuning and MLOps. 16-20 weeks, 10+ projects, three capstones, for $120K-$280K roles.',
};

export function AiEngineeringTrackPage() {
  usePageMeta(aiEngineeringTrackPageMeta);
  return (
    <ComingSoonTrack
      id="ai"
      trackName="AI Engineering"
      icon="sparkles"
      title="Ship AI products that hold up in production"
      lead="Go from calling an LLM API to running reliable AI systems: retrieval, evaluation, fine-tuning and the infrastructure that keeps them fast, safe and affordable."
      duration="16-20 weeks"
      projects="10+ projects"
      salaryRange="$120K-$280K"
      modules={[
        'LLM APIs, prompting patterns and structured outputs',
        'Embeddings, vector search and retrieval-augmented generation',
        'Evaluation: test sets, LLM-as-judge and regression tracking',
        'Fine-tuning and distilling open models with PyTorch',
        'Agents and tool use, with guardrails and human review',
        'Serving, caching, latency and cost control in production',
        'Monitoring drift, hallucinations and user feedback',
        'Privacy, security and responsible AI in practice',
      ]}
      capstones={[
        {
          title: 'Production RAG assistant',
          description:
            'A support assistant over 20,000 real documents with hybrid retrieval, citations, an evaluation suite in CI and a dashboard of answer quality over time.',
          tools: ['Python', 'Vector search', 'FastAPI', 'Evals'],
        },
        {
          title: 'Fine-tuned domain model',
          description:
            'Fine-tune and distil an open model for a classification task, beat the prompted baseline on a held-out set, then serve it with batching and monitoring.',
          tools: ['PyTorch', 'LoRA', 'Docker', 'Prometheus'],
        },
        {
          title: 'Agentic data workflow',
          description:
            'An agent that turns analyst questions into checked SQL, with tool permissions, human approval for risky steps and a full audit trail.',
          tools: ['LLM tools', 'SQL', 'Guardrails', 'Tracing'],
        },
      ]}
      audiences={[
        {
          icon: 'code',
          title: 'Software engineers',
          text: 'You build products and want to add AI features that work for real users, not just in demos.',
        },
        {
          icon: 'database',
          title: 'Data and ML engineers',
          text: 'You know pipelines and models; this track adds LLM systems, evaluation and serving.',
        },
        {
          icon: 'chart',
          title: 'Data scientists',
          text: 'You prototype in notebooks and want to ship, monitor and own models in production.',
        },
      ]}
    />
  );
}
