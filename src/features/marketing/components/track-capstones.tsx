/** The three capstone projects of a learning track (product.md#constants), with the tools each one uses. */
import { MarketingIcon } from './marketing-icon.tsx';
import styles from './track-capstones.module.css';

export interface Capstone {
  title: string;
  description: string;
  tools: readonly string[];
}

export function TrackCapstones({ capstones }: { capstones: readonly Capstone[] }) {
  return (
    <ol className={styles.list}>
      {capstones.map((capstone, index) => (
        <li key={capstone.title} className={styles.card}>
          <div className={styles.top}>
            <span className={styles.icon}>
              <MarketingIcon name="trophy" size={22} />
            </span>
            <span className={styles.number}>Capstone {index + 1}</span>
          </div>
          <h3 className={styles.title}>{capstone.title}</h3>
          <p className={styles.description}>{capstone.description}</p>
          <ul className={styles.tools} aria-label="Tools">
            {capstone.tools.map((tool) => (
              <li key={tool}>{tool}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
