import { describe, expect, it } from 'vitest';
import { findSkillMentions } from '../skills/find-skill-mentions.ts';
import { groupAlternativeSkills } from './group-alternative-skills.ts';

function groups(text: string): string[][] {
  return groupAlternativeSkills(text, findSkillMentions(text)).map((run) =>
    run.map((m) => m.skillId),
  );
}

describe('groupAlternativeSkills', () => {
  it('reads "A, B or C" as one choice and "A, B and C" as three requirements', () => {
    expect(groups('Experience with Snowflake, BigQuery or Redshift')).toHaveLength(1);
    expect(groups('Experience with Snowflake, BigQuery or Redshift')[0]).toHaveLength(3);
    expect(groups('Strong Python, SQL and Spark')).toEqual([['python'], ['sql'], ['spark']]);
  });

  it('reads slashes and "one of" / "such as" / parentheses as a choice', () => {
    expect(groups('Python/Scala')).toEqual([['python', 'scala']]);
    expect(groups('Hands-on with one of AWS, GCP, Azure')).toHaveLength(1);
    expect(groups('A cloud data warehouse such as Snowflake and BigQuery')).toEqual([
      ['data-warehousing', 'snowflake', 'bigquery'],
    ]);
    expect(groups('An orchestrator (Airflow, Dagster or Prefect)')).toHaveLength(1);
    expect(groups('AWS (S3, IAM, Lambda)')).toHaveLength(4);
  });

  it('keeps skills apart when words other than joiners stand between them', () => {
    expect(groups('Python to automate tasks or SQL to query them')).toEqual([['python'], ['sql']]);
    expect(groups('Airflow. Kafka or Kinesis')).toHaveLength(2);
  });

  it('reads "X or a similar thing (A, B)" as one choice', () => {
    expect(groups('Hands-on with Luigi or a comparable scheduler (Dagster, Prefect)')).toEqual([
      ['luigi', 'dagster', 'prefect'],
    ]);
    expect(groups('Postgres or another relational database (MySQL, MariaDB)')).toEqual([
      ['postgresql', 'mysql', 'mariadb'],
    ]);
  });

  it('reads a list in parentheses as parts of the skill before it or as examples of one thing', () => {
    expect(groups('Python (pandas, NumPy)')).toEqual([['python'], ['pandas'], ['numpy']]);
    expect(groups('a model server (BentoML, KServe)')).toEqual([['bentoml', 'kserve']]);
    // R5: a skill's parts stay apart from it (the reader marks them preferred).
    expect(groups('Solid statistics (regression, hypothesis testing)')).toEqual([
      ['statistics'],
      ['regression-analysis'],
      ['hypothesis-testing'],
    ]);
    expect(groups('Expert modelling in dbt (Kimball or Data Vault)')).toEqual([
      ['dbt'],
      ['dimensional-modeling', 'data-vault'],
    ]);
  });

  it('reads a kind of thing with its examples as one choice, a skill with "(or X)" too', () => {
    expect(groups('Experience with product analytics tools (Amplitude/Mixpanel)')).toEqual([
      ['product-analytics', 'amplitude', 'mixpanel'],
    ]);
    expect(groups('Hands-on dbt (or SQLMesh)')).toEqual([['dbt', 'sqlmesh']]);
    expect(groups('Python and PyTorch (JAX is fine too)')).toEqual([
      ['python'],
      ['pytorch', 'jax'],
    ]);
  });

  it('does not join a skill to a choice that follows "and one of"', () => {
    expect(groups('Deep Spark and one of Kafka or Kinesis')).toEqual([
      ['spark'],
      ['kafka', 'kinesis'],
    ]);
  });

  it('reads everything after "at least one of:" in the clause as one choice', () => {
    expect(
      groups(
        'Experience in at least one of: time-series forecasting, causal inference or anything else',
      ),
    ).toEqual([['time-series-analysis', 'causal-inference']]);
    expect(groups('Python; at least one of Spark, Flink; and SQL')).toEqual([
      ['python'],
      ['spark', 'flink'],
      ['sql'],
    ]);
  });

  it('keeps a list going past an item the taxonomy does not know', () => {
    expect(groups('Looker, Mode or Hex')).toEqual([['looker', 'hex']]);
    expect(groups('Looker, reports or Hex')).toEqual([['looker'], ['hex']]);
  });

  it('reads "a BI tool: A, B" as examples of the tool', () => {
    expect(groups('One BI tool: Looker, Tableau')).toEqual([
      ['business-intelligence', 'looker', 'tableau'],
    ]);
  });

  it('reads "(e.g., A or B)" after a general skill as examples of it, even with one known item', () => {
    expect(groups('A lakehouse table format (e.g., Iceberg or Hudi)')).toEqual([
      ['lakehouse', 'apache-iceberg', 'apache-hudi'],
    ]);
    expect(groups('A lakehouse table format (e.g. Iceberg)')).toEqual([
      ['lakehouse', 'apache-iceberg'],
    ]);
  });

  it('reads a list in parentheses after no kind of thing as separate asks', () => {
    expect(groups('Ship models with the platform team (Go, Kubernetes, Terraform)')).toEqual([
      ['go'],
      ['kubernetes'],
      ['terraform'],
    ]);
    expect(groups('A serving framework (KServe, Seldon)')).toEqual([['kserve', 'seldon']]);
  });
});
