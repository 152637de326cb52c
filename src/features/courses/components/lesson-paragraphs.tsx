import type { Paragraph } from '@/common/courses/paragraph-schema.ts';
import { CodeBlock } from './code-block.tsx';
import { LessonExercise } from './lesson-exercise.tsx';
import styles from './lesson-paragraphs.module.css';

/** List items are one per line; a leading "-", "*" or "•" typed by an author is not doubled. */
function listItems(content: string): string[] {
  return content
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]\s+)/, '').trim())
    .filter((line) => line.length > 0);
}

interface ExerciseProgress {
  owner: string;
  exercisesPassed: readonly string[];
  onExercisePassed: (exerciseId: string) => void;
}

function ParagraphBody({ paragraph, ...progress }: { paragraph: Paragraph } & ExerciseProgress) {
  if (paragraph.type === 'exercise' && paragraph.exerciseId) {
    const { exerciseId } = paragraph;
    return (
      <LessonExercise
        owner={progress.owner}
        exerciseId={exerciseId}
        language={paragraph.language === 'python' ? 'python' : 'sql'}
        prompt={paragraph.content}
        passed={progress.exercisesPassed.includes(exerciseId)}
        onPassed={progress.onExercisePassed}
      />
    );
  }
  if (paragraph.type === 'code')
    return <CodeBlock code={paragraph.content} language={paragraph.language} />;
  if (paragraph.type === 'list') {
    return (
      <ul className={styles.list}>
        {listItems(paragraph.content).map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {paragraph.content
        .split(/\n\s*\n/)
        .filter((part) => part.trim().length > 0)
        .map((part, index) => (
          <p key={index} className={styles.text}>
            {part}
          </p>
        ))}
    </>
  );
}

/**
 * The lesson's content blocks under the player: text, bullet lists, highlighted code and graded
 * exercises.
 */
export function LessonParagraphs({
  paragraphs,
  ...progress
}: { paragraphs: Paragraph[] } & ExerciseProgress) {
  return (
    <div className={styles.paragraphs}>
      {paragraphs.map((paragraph) => (
        <section key={paragraph.id} className={styles.paragraph}>
          {paragraph.subtitle ? <h3 className={styles.subtitle}>{paragraph.subtitle}</h3> : null}
          <ParagraphBody paragraph={paragraph} {...progress} />
        </section>
      ))}
    </div>
  );
}
