/**
 * Capstone projects (issue 32, product.md#purpose): per track, a brief over real datasets and 2–4
 * milestones, each an automatically checked exercise. A milestone IS a practice problem (same
 * files, schema, grader and attempt), kept out of the practice list: the build writes it to
 * capstone content, not to the practice index. Content files: content/README.md, "Capstones".
 */
import { z } from 'zod';
import { PRACTICE_LANGUAGES } from '../practice/problem-schema.ts';

/** Track ids are the course slugs (content/courses/<id>/). */
export const CAPSTONE_TRACKS = ['data-engineering', 'ai-engineering'] as const;
export type CapstoneTrack = (typeof CAPSTONE_TRACKS)[number];

export const MIN_CAPSTONE_MILESTONES = 2;
export const MAX_CAPSTONE_MILESTONES = 4;

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const capstoneMilestoneSummarySchema = z.object({
  /** The milestone's practice problem id (attempts point at it). */
  id: z.string().regex(ID_PATTERN),
  title: z.string(),
  language: z.enum(PRACTICE_LANGUAGES),
});
export type CapstoneMilestoneSummary = z.infer<typeof capstoneMilestoneSummarySchema>;

export const capstoneSchema = z.object({
  id: z.string().regex(ID_PATTERN, 'Capstone ids are kebab-case'),
  track: z.enum(CAPSTONE_TRACKS),
  title: z.string().min(3).max(80),
  /** One line for lists. */
  summary: z.string().min(10).max(200),
  /** Display order within the track, 1 first. */
  order: z.number().int().min(1),
  /** The brief, Markdown. */
  brief: z.string().min(50),
  /** Dataset ids (content/datasets/) the brief and milestones use. */
  datasets: z.array(z.string().regex(ID_PATTERN)).min(1),
  /** In order: the capstone is passed when every one has a passing Submit. */
  milestones: z
    .array(capstoneMilestoneSummarySchema)
    .min(MIN_CAPSTONE_MILESTONES)
    .max(MAX_CAPSTONE_MILESTONES),
});
export type Capstone = z.infer<typeof capstoneSchema>;

/** The built index the browser and the server read. */
export const capstoneIndexSchema = z.object({ capstones: z.array(capstoneSchema) });
export type CapstoneIndex = z.infer<typeof capstoneIndexSchema>;
