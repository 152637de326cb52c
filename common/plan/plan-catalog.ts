/**
 * The planner's content catalog (content/plan/catalog.json), parsed once when loaded (unique ids,
 * every interview skill in the taxonomy). Holds no import of the problem or interview bank: the
 * Plan screen shows links without loading either.
 * plan-catalog.test.ts checks the catalog still matches both banks.
 */
import data from '@/content/plan/catalog.json' with { type: 'json' };
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import { planCatalogSchema, type PlanCatalog } from './plan-catalog-schema.ts';

const checkedPlanCatalogSchema = planCatalogSchema.superRefine((catalog, ctx) => {
  for (const [list, items] of [
    ['problems', catalog.problems],
    ['lessons', catalog.lessons],
    ['interviewTopics', catalog.interviewTopics],
  ] as const) {
    const ids = new Set<string>();
    for (const item of items) {
      if (ids.has(item.id)) {
        ctx.addIssue({ code: 'custom', message: `Duplicate id ${item.id}`, path: [list] });
      }
      ids.add(item.id);
    }
  }
  catalog.interviewTopics.forEach((topic, index) => {
    for (const skill of topic.skills) {
      if (!SKILLS_BY_ID.has(skill)) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown skill ${skill} in interview topic ${topic.id}`,
          path: ['interviewTopics', index, 'skills'],
        });
      }
    }
  });
});

export const PLAN_CATALOG: PlanCatalog = checkedPlanCatalogSchema.parse(data);
