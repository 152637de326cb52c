import styles from './authoring-form.module.css';

interface AuthoringNoticesProps {
  /** False when the server could not be asked who may author (usually: offline). */
  permissionsKnown: boolean;
  /** The `course` query value when no course has that name; absent when it names a course. */
  unknownCourseName?: string | null | undefined;
  /** What the form adds, for the "use Add … there" hint. */
  item: 'module' | 'video';
  formError?: string | null | undefined;
}

/** The notices at the top of the module and video forms (product.md#module-form, #lesson-form). */
export function AuthoringNotices(props: AuthoringNoticesProps) {
  const { permissionsKnown, unknownCourseName, item, formError } = props;
  return (
    <>
      {!permissionsKnown ? (
        <p className={styles.warning} role="status">
          We could not check your access, perhaps because you are offline. You can fill in the form;
          saving needs a connection.
        </p>
      ) : null}
      {unknownCourseName != null ? (
        <p className={styles.alert} role="alert">
          There is no course called &ldquo;{unknownCourseName}&rdquo;. Go back to the lessons and
          use Add {item} there.
        </p>
      ) : null}
      {formError ? (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      ) : null}
    </>
  );
}
