/**
 * The Datasets panel of Practice (issue 30, route PRACTICE_DATASETS_ROUTE): every real dataset the
 * build ships (content/datasets/) with its table, columns, row count, source and licence, and a
 * scratchpad that runs any query on any of them in any engine of SCRATCHPAD_ENGINES (SQLite,
 * PostgreSQL, Python), in the browser. The index and the dataset files come through the service
 * worker's content cache, so the panel and the scratchpad work offline after one visit: opening
 * the panel fetches every dataset file once in the background.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DatasetSummary } from '@/common/datasets/dataset-schema.ts';
import { APP_ROUTES } from '@/common/routes.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { CodeTextarea } from '@/src/components/ui/code-textarea.tsx';
import { ResultTable } from '@/src/components/ui/result-table.tsx';
import { runScratchpad, type ScratchpadOutput } from '../browser/run-scratchpad.ts';
import { useDatasetIndex } from '../hooks/use-capstone-content.ts';
import { SCRATCHPAD_ENGINES, type ScratchpadEngine } from '../logic/scratchpad-engines.ts';
import { loadDataset } from '../storage/load-dataset.ts';
import styles from './datasets-page.module.css';
import { DatasetColumnsTable } from './dataset-columns-table.tsx';

function starterCode(engine: ScratchpadEngine, dataset: DatasetSummary | undefined): string {
  const table = dataset?.table ?? 'table_name';
  return engine.kind === 'python'
    ? `print(len(${table}), "rows")\nresult = ${table}[:3]\n`
    : `SELECT *\nFROM ${table}\nLIMIT 10;\n`;
}

function DatasetCard({
  dataset,
  onQuery,
}: {
  dataset: DatasetSummary;
  onQuery: (id: string) => void;
}) {
  return (
    <li className={styles.card} data-testid="dataset-card">
      <h3 className={styles.cardTitle}>{dataset.title}</h3>
      <p>{dataset.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Table</dt>
          <dd>
            <code>{dataset.table}</code>
          </dd>
        </div>
        <div>
          <dt>Rows</dt>
          <dd>{dataset.rowCount.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Source</dt>
          <dd>
            <a href={dataset.source.url} rel="noreferrer" target="_blank">
              {dataset.source.title}
            </a>
          </dd>
        </div>
        <div>
          <dt>Licence</dt>
          <dd data-testid="dataset-license">
            <a href={dataset.license.url} rel="noreferrer" target="_blank">
              {dataset.license.title}
            </a>
          </dd>
        </div>
      </dl>
      <DatasetColumnsTable dataset={dataset} />
      <Button variant="secondary" size="small" onClick={() => onQuery(dataset.id)}>
        Query {dataset.title}
      </Button>
    </li>
  );
}

function ScratchpadResult({ output }: { output: ScratchpadOutput }) {
  if (output.kind === 'error') {
    return (
      <pre className={styles.error} role="alert">
        {output.message}
      </pre>
    );
  }
  if (output.kind === 'table') {
    return <ResultTable result={output.table} caption="Result" totalRows={output.rowCount} />;
  }
  return (
    <div className={styles.text}>
      {output.stdout ? (
        <>
          <h3 className={styles.outputTitle}>Printed</h3>
          <pre>{output.stdout}</pre>
        </>
      ) : null}
      {output.value !== null ? (
        <>
          <h3 className={styles.outputTitle}>
            <code>result</code>
          </h3>
          <pre>{output.value}</pre>
        </>
      ) : null}
      {!output.stdout && output.value === null ? (
        <p className={styles.muted}>Nothing printed. Print something or assign `result`.</p>
      ) : null}
    </div>
  );
}

export function DatasetsPage() {
  const index = useDatasetIndex();
  const datasets = index.status === 'ready' ? index.value : [];
  const [datasetId, setDatasetId] = useState<string>();
  const [engineId, setEngineId] = useState(SCRATCHPAD_ENGINES[0]!.id);
  const [code, setCode] = useState<string>();
  const [running, setRunning] = useState(false);
  const [output, setOutput] = useState<ScratchpadOutput>();
  const scratchpad = useRef<HTMLElement>(null);

  const dataset = datasets.find((item) => item.id === datasetId) ?? datasets[0];
  const engine = SCRATCHPAD_ENGINES.find((item) => item.id === engineId) ?? SCRATCHPAD_ENGINES[0]!;
  const shownCode = code ?? starterCode(engine, dataset);

  // Every dataset file once, in the background: the scratchpad then works offline on any of them.
  useEffect(() => {
    if (index.status !== 'ready') return;
    for (const item of index.value) void loadDataset(item.id).catch(() => {});
  }, [index]);

  const choose = (nextDataset: string | undefined, nextEngine: string) => {
    const before = starterCode(engine, dataset);
    const nextEngineEntry = SCRATCHPAD_ENGINES.find((item) => item.id === nextEngine) ?? engine;
    const nextDatasetEntry = datasets.find((item) => item.id === nextDataset) ?? dataset;
    // Untouched starter code follows the choice; the learner's own query stays.
    if (code === undefined || code === before)
      setCode(starterCode(nextEngineEntry, nextDatasetEntry));
    setDatasetId(nextDataset);
    setEngineId(nextEngine);
    setOutput(undefined);
  };

  const run = async () => {
    if (!dataset || running) return;
    setRunning(true);
    setOutput(undefined);
    try {
      setOutput(await runScratchpad(engine, await loadDataset(dataset.id), shownCode));
    } catch (error) {
      setOutput({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setRunning(false);
    }
  };

  const query = (id: string) => {
    choose(id, engine.id);
    scratchpad.current?.scrollIntoView({ block: 'start' });
    scratchpad.current?.querySelector('textarea')?.focus();
  };

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <Link className={styles.back} to={APP_ROUTES.playground}>
          ← Practice
        </Link>
        <h1 className={styles.title}>Datasets</h1>
        <p className={styles.muted}>
          Real public datasets, loaded in your browser into SQLite, PostgreSQL and Python. Query any
          of them below; SQL problems in Practice use them too.
        </p>
      </header>

      {index.status === 'loading' ? (
        <p className={styles.muted} role="status">
          Loading datasets…
        </p>
      ) : index.status === 'error' ? (
        <p className={styles.error} role="alert">
          The datasets could not be loaded. Check your connection and try again.
        </p>
      ) : (
        <>
          <section
            ref={scratchpad}
            className={styles.scratchpad}
            aria-labelledby="scratchpad-title"
          >
            <h2 id="scratchpad-title" className={styles.sectionTitle}>
              Scratchpad
            </h2>
            <div className={styles.choices}>
              <div className={styles.choice}>
                <label htmlFor="scratchpad-dataset">Dataset</label>
                <select
                  id="scratchpad-dataset"
                  value={dataset?.id ?? ''}
                  onChange={(event) => choose(event.target.value, engine.id)}
                >
                  {datasets.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.title} ({item.table})
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.choice}>
                <label htmlFor="scratchpad-engine">Engine</label>
                <select
                  id="scratchpad-engine"
                  value={engine.id}
                  onChange={(event) => choose(dataset?.id, event.target.value)}
                >
                  {SCRATCHPAD_ENGINES.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.label}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <p className={styles.muted}>
              {engine.kind === 'python'
                ? `The rows are a list of dicts named ${dataset?.table ?? ''}; print, or assign result.`
                : `The table is ${dataset?.table ?? ''}. Ctrl+Enter runs.`}
            </p>
            <CodeTextarea
              value={shownCode}
              onChange={setCode}
              label="Query"
              onRun={() => void run()}
              rows={6}
            />
            <div className={styles.actions}>
              <Button onClick={() => void run()} disabled={running || !dataset}>
                {running ? 'Running…' : 'Run'}
              </Button>
              {code !== undefined && code !== starterCode(engine, dataset) ? (
                <Button variant="ghost" onClick={() => setCode(undefined)}>
                  Reset
                </Button>
              ) : null}
            </div>
            <div aria-live="polite" className={styles.output} data-testid="scratchpad-output">
              {running ? (
                <p className={styles.muted} role="status">
                  Running on {engine.label}…
                </p>
              ) : output ? (
                <ScratchpadResult output={output} />
              ) : null}
            </div>
          </section>

          <section aria-labelledby="datasets-title">
            <h2 id="datasets-title" className={styles.sectionTitle}>
              {datasets.length} datasets
            </h2>
            <ul className={styles.cards}>
              {datasets.map((item) => (
                <DatasetCard key={item.id} dataset={item} onQuery={query} />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
