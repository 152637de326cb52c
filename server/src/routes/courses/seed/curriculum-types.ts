/**
 * Shape of the built-in curriculum that seeds an empty database. Ids are stable slugs so progress
 * and links survive re-seeding a fresh database, and paragraph ids are derived from them.
 */
import type {
  CodeLanguage,
  ParagraphType,
} from '../../../../../common/learning/paragraph-schema.ts';

export interface SeedParagraph {
  type: ParagraphType;
  subtitle: string | null;
  content: string;
  language?: CodeLanguage;
}

export interface SeedLesson {
  id: string;
  title: string;
  description: string;
  paragraphs: SeedParagraph[];
}

export interface SeedModule {
  id: string;
  title: string;
  blurb: string;
  lessons: SeedLesson[];
}

export interface SeedCourse {
  id: string;
  title: string;
  description: string;
  displayOrder: number;
  modules: SeedModule[];
}
