import { agentsToolUseModule } from './ai-engineering/module-agents-tool-use.ts';
import { embeddingsVectorSearchModule } from './ai-engineering/module-embeddings-vector-search.ts';
import { evaluationGuardrailsModule } from './ai-engineering/module-evaluation-guardrails.ts';
import { llmFundamentalsModule } from './ai-engineering/module-llm-fundamentals.ts';
import { promptEngineeringModule } from './ai-engineering/module-prompt-engineering.ts';
import { ragPipelinesModule } from './ai-engineering/module-rag-pipelines.ts';
import { servingCostLatencyModule } from './ai-engineering/module-serving-cost-latency.ts';
import type { SeedCourse } from './curriculum-types.ts';

export const aiEngineeringCourse: SeedCourse = {
  id: 'ai-engineering',
  title: 'AI Engineering',
  description:
    'Ship LLM features that work: model fundamentals, prompting, embeddings and RAG, evaluation and guardrails, serving at a sensible cost, and agents.',
  displayOrder: 2,
  modules: [
    llmFundamentalsModule,
    promptEngineeringModule,
    embeddingsVectorSearchModule,
    ragPipelinesModule,
    evaluationGuardrailsModule,
    servingCostLatencyModule,
    agentsToolUseModule,
  ],
};
