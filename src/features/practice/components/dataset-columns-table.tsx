/**
 * A dataset's columns (name, type, meaning) as a table that scrolls sideways on a phone; shown by
 * the Datasets panel and by a capstone's brief.
 */
import type { DatasetSummary } from '@/common/datasets/dataset-schema.ts';
import styles from './dataset-columns-table.module.css';

export function DatasetColumnsTable({ dataset }: { dataset: DatasetSummary }) {
  return (
    <div
      className={styles.scroller}
      tabIndex={0}
      role="region"
      aria-label={`${dataset.title} columns`}
    >
      <table className={styles.columns}>
        <caption className="visually-hidden">Columns of {dataset.table}</caption>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Type</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {dataset.columns.map((column) => (
            <tr key={column.name}>
              <td>
                <code>{column.name}</code>
              </td>
              <td>{column.type}</td>
              <td>{column.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
