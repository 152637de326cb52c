import { describe, expect, it } from 'vitest';
import { readJobDescription } from './read-job-description.ts';

describe('readJobDescription: alternatives', () => {
  it('reads "Snowflake, BigQuery or Redshift" as one requirement met by any of them', () => {
    const job = readJobDescription(
      'Data Engineer',
      'Requirements:\n- Python and SQL\n- Snowflake, BigQuery or Redshift',
    );
    expect(job.skills.filter((s) => s.importance === 'required')).toEqual([
      { skillId: 'python', importance: 'required', text: 'Python' },
      { skillId: 'sql', importance: 'required', text: 'SQL' },
      {
        skillId: 'snowflake',
        importance: 'required',
        text: 'Snowflake, BigQuery or Redshift',
        alternatives: ['snowflake', 'bigquery', 'redshift'],
      },
    ]);
  });

  it('drops a choice when one of its skills is also asked for on its own', () => {
    const job = readJobDescription('Engineer', 'Requirements:\n- Python\n- Python/Scala');
    expect(job.skills.map((s) => s.skillId)).toEqual(['python']);
  });
});

describe('readJobDescription: years', () => {
  it.each([
    ['- 3+ years building data pipelines', 3],
    ['- At least five years in analytics engineering', 5],
    ['- 2-4 yrs of professional experience', 2],
    ['- 4 years of experience with SQL', 4],
  ])('reads "%s" as %i years', (line, years) => {
    expect(readJobDescription('Data Engineer', `Requirements:\n${line}`).years).toBe(years);
  });

  it.each([
    'Our company was founded 20 years ago.',
    'We have served customers for 12 years.',
    'You will grow a lot over the next two years.',
  ])('does not take "%s" for years asked', (line) => {
    expect(readJobDescription('Data Engineer', line).years).toBeNull();
  });
});

describe('readJobDescription: prose', () => {
  const PROSE =
    'You will build Power BI dashboards and write SQL. You should be confident in Excel. ' +
    'Some experience with Tableau is a plus, but we will train you. You will also learn Python ' +
    'as part of our programme, so no prior Python is needed. Experience with LangChain is fine ' +
    'but not needed.';

  it('reads a cue for its own sentence, not for the whole paragraph', () => {
    const job = readJobDescription('Analyst', PROSE);
    const by = Object.fromEntries(job.skills.map((s) => [s.skillId, s.importance]));
    // "You will … write SQL" is a duty: preferred; "You should be confident in Excel" is asked.
    expect(by).toMatchObject({ sql: 'preferred', excel: 'required', tableau: 'preferred' });
  });

  it('does not ask for what the role will teach or says is not needed', () => {
    const ids = readJobDescription('Analyst', PROSE).skills.map((s) => s.skillId);
    expect(ids).not.toContain('python');
    expect(ids).not.toContain('langchain');
  });

  it('does not end a sentence at "e.g."', () => {
    const job = readJobDescription(
      'Engineer',
      'We need someone comfortable with a cloud data warehouse, e.g. Snowflake or BigQuery. And with the tools around it.',
    );
    expect(job.skills.find((s) => s.alternatives)?.alternatives).toEqual([
      'data-warehousing',
      'snowflake',
      'bigquery',
    ]);
  });
});

/** Importance by skill id (choices under their first skill). */
function asked(title: string, text: string): Record<string, string> {
  return Object.fromEntries(
    readJobDescription(title, text).skills.map((s) => [
      (s.alternatives ?? [s.skillId]).join('|'),
      s.importance,
    ]),
  );
}

describe('readJobDescription: sections as postings write them', () => {
  it('reads tools named only in the duties as preferred, and drops generic work words there', () => {
    const by = asked(
      'Data Engineer',
      [
        'What you will do',
        '- Maintain our Dagster jobs and the dashboards built on them',
        '- Tune our Postgres queries',
        'Who we are looking for',
        '- Strong Python',
        '- Postgres in production',
      ].join('\n'),
    );
    expect(by).toEqual({ dagster: 'preferred', python: 'required', postgresql: 'required' });
  });

  it('drops generic work and soft skills named in the duties, keeps stores and mentoring', () => {
    const by = asked(
      'Data Engineer',
      [
        'What you will do',
        '- Load ELT feeds into our data lake and write data quality checks',
        '- Gather requirements from the finance team and mentor a junior',
        'Requirements',
        '- Scala',
      ].join('\n'),
    );
    expect(by).toEqual({ 'data-lake': 'preferred', mentoring: 'preferred', scala: 'required' });
  });

  it('reads a bulleted line as content, never as a heading', () => {
    const by = asked(
      'Analyst',
      'Preferred\n- Retail experience\n- Looker\nSkills we need\n- Excel',
    );
    expect(by).toEqual({ looker: 'preferred', excel: 'required' });
  });

  it('reads "About you" as requirements and "Extra" / "Plus" as nice to have', () => {
    const by = asked(
      'Engineer',
      'About us\nWe sell bikes.\nAbout you\n- Go and Kafka\nExtra\n- Redis\nPlus\n- Helm',
    );
    expect(by).toEqual({
      go: 'required',
      kafka: 'required',
      redis: 'preferred',
      helm: 'preferred',
    });
  });

  it('reads single-word or unknown headings after an about section as the posting again', () => {
    const by = asked('Engineer', 'About\nA grocery app for Lyon.\nYour profile\n- Scala');
    expect(by).toEqual({ scala: 'required' });
  });
});

describe('readJobDescription: prose', () => {
  it('reads duty and stack sentences as preferred, asks as required', () => {
    const by = asked(
      'Engineer',
      'You will maintain our Trino cluster. Our stack is dbt on Redshift. ' +
        'You should know Kotlin well. We need someone with Flink experience.',
    );
    expect(by).toEqual({
      trino: 'preferred',
      dbt: 'preferred',
      redshift: 'preferred',
      kotlin: 'required',
      flink: 'required',
    });
  });

  it('ignores the company blurb and the benefits', () => {
    const by = asked(
      'Engineer',
      [
        'We are a payments company whose ledger is written in Elixir on Kubernetes. Our mobile app runs on Swift.',
        'You should bring strong SQL. Our app runs on Django. Perks include a paid Databricks course.',
      ].join('\n'),
    );
    expect(by).toEqual({ sql: 'required' });
  });

  it('reads "we need an engineer to …" as a description of the work', () => {
    const by = asked(
      'Engineer',
      'We need an engineer to move our cron jobs onto Argo. You have Go.',
    );
    expect(by).toEqual({ cron: 'preferred', 'argo-workflows': 'preferred', go: 'required' });
  });
});

describe('readJobDescription: clauses and parentheses', () => {
  it('reads a cue for its own clause ("; X is a plus")', () => {
    expect(asked('Engineer', 'Requirements:\n- Strong Rust; Kotlin is a plus')).toEqual({
      rust: 'required',
      kotlin: 'preferred',
    });
    expect(
      asked('Engineer', 'Requirements:\n- We will train you on Looker; we need solid SQL'),
    ).toEqual({ sql: 'required' });
  });

  it('reads a cue inside parentheses for the parentheses only', () => {
    expect(
      asked('Engineer', 'Requirements:\n- Container orchestration (Kubernetes preferred)'),
    ).toEqual({ kubernetes: 'preferred' });
  });

  it('reads a cloud platform as asked and its services in parentheses as preferred', () => {
    expect(asked('Engineer', 'Requirements:\n- Azure (ADLS, Event Hubs)\n- Java')).toEqual({
      azure: 'required',
      'azure-data-lake-storage': 'preferred',
      'event-hubs': 'preferred',
      java: 'required',
    });
    // The services as the requirement itself are asked.
    expect(asked('Engineer', 'Requirements:\n- AWS: Kinesis, Athena')).toMatchObject({
      kinesis: 'required',
      'amazon-athena': 'required',
    });
  });

  it('drops a preferred ask that shares a skill with a required one', () => {
    expect(
      asked('Engineer', 'Responsibilities\n- Run Glue jobs\nRequirements\n- Glue or EMR'),
    ).toEqual({ 'aws-glue|emr': 'required' });
  });
});

describe('readJobDescription: what is not asked', () => {
  it('does not take the fields of a degree for skills', () => {
    expect(
      asked('Scientist', 'Requirements:\n- MSc in statistics or a related field\n- R'),
    ).toEqual({ r: 'required' });
  });

  it('does not take a job field of experience for a skill', () => {
    expect(
      asked('Engineer', 'Requirements:\n- 4+ years of backend or ML engineering\n- Python'),
    ).toEqual({ python: 'required' });
    expect(asked('Lead', 'You will manage four BI developers. You have SQL.')).toEqual({
      sql: 'required',
    });
  });

  it('does not take the title for a requirement (beyond the core subject of R4)', () => {
    expect(asked('Senior Data Platform Engineer', 'Requirements:\n- Go')).toEqual({
      go: 'required',
    });
  });

  it('does not ask for what "you will learn", even in a nice-to-have section, nor an interest', () => {
    expect(
      asked(
        'Analyst',
        'Nice to have\n- Git\nYou will learn Airflow here.\nRequirements\n- An interest in Rust',
      ),
    ).toEqual({ git: 'preferred' });
  });
});

describe('readJobDescription: soft skills as postings phrase them', () => {
  it('reads "explain … to" as communication and "leading … across teams" as leadership', () => {
    expect(
      asked(
        'Analyst',
        'Requirements:\n- Able to explain forecasts to store managers\n- A record of leading projects across teams',
      ),
    ).toEqual({ communication: 'required', leadership: 'required' });
  });

  it('reads talking to non-technical audiences as communication', () => {
    expect(asked('Analyst', 'Requirements:\n- At ease with non-technical audiences')).toEqual({
      communication: 'required',
    });
  });
});

describe('readJobDescription: years, seniority', () => {
  it.each([
    ['- 0-2 years of experience', 0],
    ['- Up to 3 years of experience', null],
    ['- Four years or more in analytics', 4],
    ['- 2+ years in analytics (or a PhD plus 1 year of research)', 2],
    ['- BA or BS; BS candidates need 6 years of experience\n- 3+ years of experience', 3],
    ['- Three (3) years of related professional experience', 3],
    ['- You do not need any previous work experience', 0],
    ['- No prior experience needed; Excel helps', 0],
    [
      '- A degree and one (1) year of experience, or a combination of education and experience totaling five (5) years',
      1,
    ],
  ])('reads "%s" as %s years', (line, years) => {
    expect(readJobDescription('Analyst', `Requirements:\n${line}`).years).toBe(years);
  });

  it('reads the level from the opening line when the title has none', () => {
    expect(readJobDescription('Data Engineer', 'Senior Data Engineer — Oslo\nWe…').seniority).toBe(
      'senior',
    );
    expect(readJobDescription('Data Scientist (Junior)', '').seniority).toBe('junior');
    expect(
      readJobDescription('Data Analyst', 'Data Analyst (Junior–Medior) — Lyon').seniority,
    ).toBe('junior');
  });

  it.each([
    ['We are hiring an analyst to run our pricing reports.', 'mid'],
    ['Requirements:\n- 3+ years of experience with SQL', 'mid'],
    ['Requirements:\n- 7+ years of experience building data platforms', 'senior'],
    ['Requirements:\n- 10+ years of experience in analytics', 'senior'],
  ])('reads a role without a level word from "%s" as %s', (text, level) => {
    expect(readJobDescription('Data Analyst', text).seniority).toBe(level);
  });
});

describe('readJobDescription: the opening line and lists in parentheses', () => {
  it('does not read the opening line that repeats the title for skills', () => {
    const by = asked(
      'NLP Engineer',
      'NLP Engineer — Speech (Dublin)\nRequirements\n- Speech recognition or NLP',
    );
    expect(by).toEqual({ 'speech-recognition|natural-language-processing': 'required' });
  });

  it('reads a short list in parentheses as one set of examples, words and all', () => {
    expect(
      asked('Engineer', 'Requirements\n- A metrics layer (Cube.js models, LookML, MetricFlow)'),
    ).toEqual({
      'semantic-layer|looker': 'required',
    });
  });
});

describe('readJobDescription: more headings', () => {
  it('reads UK "Essential" / "Desirable" headings', () => {
    expect(asked('Analyst', 'Essential\n- SAS\nDesirable\n- Stata')).toEqual({
      sas: 'required',
      stata: 'preferred',
    });
  });

  it('reads a stack section as preferred and "Who we are" as the company', () => {
    expect(
      asked(
        'Engineer',
        'Who we are\nA shop whose site runs on Magento and PHP.\nOur stack\n- Dagster, DuckDB\nWhat you bring\n- DuckDB',
      ),
    ).toEqual({ dagster: 'preferred', duckdb: 'required' });
  });

  it('reads an unknown heading after the duties as the posting again', () => {
    expect(
      asked(
        'Engineer',
        'Responsibilities\n- Own our Pinot tables\nWhat makes you a match:\n- Java\nLanguages\n- Scala\n- Kotlin',
      ),
    ).toEqual({ pinot: 'preferred', java: 'required', scala: 'required', kotlin: 'required' });
  });
});

describe('readJobDescription: cue words', () => {
  it('reads "beneficial", "useful", "optional" as nice to have', () => {
    expect(
      asked(
        'Engineer',
        'You should know Go. Rust would be beneficial. Zig is optional. C++ is useful.',
      ),
    ).toEqual({ go: 'required', rust: 'preferred', cpp: 'preferred' });
  });

  it('reads "You\'ll need:" and "What you\'ll bring" as requirements', () => {
    expect(
      asked('Engineer', "Responsibilities\n- Ship\nYou'll need: Scala\nWhat you'll bring\n- Ruby"),
    ).toEqual({
      scala: 'required',
      ruby: 'required',
    });
  });

  it('does not read "business needs" in a duty as a requirement', () => {
    expect(
      asked(
        'Analyst',
        'Responsibilities\n- Turn business needs into Qlik apps\nRequirements\n- SQL',
      ),
    ).toEqual({ qlik: 'preferred', sql: 'required' });
  });

  it('ignores training the employer pays for and experience the role will give', () => {
    expect(
      asked(
        'Engineer',
        'We pay for your Snowflake certification. You will gain hands-on experience with Flink. You have Java.',
      ),
    ).toEqual({ java: 'required' });
  });
});

describe('readJobDescription: levels and the team', () => {
  it.each([
    ['Data Engineer II', 'mid'],
    ['Data Analyst I', 'junior'],
    ['Software Engineer III, Data', 'senior'],
    ['Analytics Engineer (Medior)', 'mid'],
    ['Data Analyst Apprentice', 'junior'],
    ['Trainee BI Developer', 'junior'],
  ])('reads the level of "%s" as %s', (title, level) => {
    expect(readJobDescription(title, '').seniority).toBe(level);
  });

  it('reads the team\'s stack under "About the team" as preferred', () => {
    expect(
      asked('Engineer', 'About the team\nWe run Kafka and Flink.\nRequirements\n- Java'),
    ).toEqual({ kafka: 'preferred', flink: 'preferred', java: 'required' });
  });

  it('reads what the candidate knows or can do in the duties as asked', () => {
    expect(
      asked('Engineer', "What you'll do\n- Ship features; you know Ruby well\n- Run Kafka"),
    ).toEqual({ ruby: 'required', kafka: 'preferred' });
  });
});

describe('readJobDescription: the title and mentors', () => {
  it('asks for a skill only the title names, never for a job field', () => {
    expect(asked('Data Engineer (Qlik)', 'Requirements\n- SQL')).toEqual({
      sql: 'required',
      qlik: 'required',
    });
    expect(asked('Data Platform Engineer', 'Requirements\n- SQL')).toEqual({ sql: 'required' });
    expect(asked('Data Engineer (Qlik)', 'Responsibilities\n- Build Qlik apps')).toEqual({
      qlik: 'preferred',
    });
  });

  it('asks for the core subject an ML, LLM / AI or MLOps title names, and only those', () => {
    const text = 'What you will do\n- Tune machine learning models on Spark\nRequirements\n- Go';
    expect(asked('ML Engineer, LLM Search', text)).toEqual({
      'machine-learning': 'required',
      'large-language-models': 'required',
      spark: 'preferred',
      go: 'required',
    });
    expect(asked('Senior MLOps Engineer', 'Requirements\n- Go')).toMatchObject({
      mlops: 'required',
    });
    expect(asked('ML Platform Engineer', text)).toEqual({ spark: 'preferred', go: 'required' });
  });

  it('does not take "a mentor" the role gives for mentoring asked', () => {
    expect(asked('Intern', "You will pair with a mentor. You'll mentor juniors.")).toEqual({
      mentoring: 'preferred',
    });
  });

  it('does not take "a dedicated mentor" the role gives for mentoring asked', () => {
    expect(asked('Intern', "You'll have a dedicated mentor all summer.")).toEqual({});
  });
});

describe('readJobDescription: platforms and degrees', () => {
  it('reads "GCP services such as …" as the platform asked and its services preferred', () => {
    expect(
      asked('Engineer', 'Requirements\n- Hands-on with GCP services such as Bigtable and Spanner'),
    ).toEqual({ gcp: 'required', bigtable: 'preferred', spanner: 'preferred' });
  });

  it('reads each degree of a line with its own cue', () => {
    const job = readJobDescription(
      'Scientist',
      "Requirements\n- Master's degree required, PhD preferred",
    );
    expect(job.degree).toBe('masters');
  });
});

describe('readJobDescription: more ways postings write things', () => {
  it('reads a bullet that starts with a verb as a duty even without a heading', () => {
    expect(asked('Engineer', '- Maintain our Pinot cluster\n- Strong Java')).toEqual({
      pinot: 'preferred',
      java: 'required',
    });
  });

  it('reads "even better if", "extra points for", "we\'d love" as nice to have', () => {
    expect(
      asked(
        'Engineer',
        "You have Go. Even better if you know Rust. Extra points for Scala. We'd love Kotlin too.",
      ),
    ).toEqual({ go: 'required', rust: 'preferred', scala: 'preferred', kotlin: 'preferred' });
  });

  it('reads where the data lives and a migration as the stack', () => {
    expect(
      asked(
        'Engineer',
        "Our data lives in Vertica and we're migrating to ClickHouse. You have SQL.",
      ),
    ).toEqual({ vertica: 'preferred', clickhouse: 'preferred', sql: 'required' });
  });

  it('ignores certifications the employer pays for and training it provides', () => {
    expect(
      asked(
        'Engineer',
        "We'll cover your Databricks certification. On-the-job training in Looker. You have dbt.",
      ),
    ).toEqual({ dbt: 'required' });
  });
});

describe('readJobDescription: lines without bullets, more "not asked"', () => {
  it('reads a verb-first line of its own as a duty', () => {
    expect(asked('Engineer', 'Engineer — Oslo\nMaintain our Pinot cluster\nStrong Java')).toEqual({
      pinot: 'preferred',
      java: 'required',
    });
  });

  it('does not ask for what you will pick up or need not know', () => {
    expect(
      asked(
        'Engineer',
        "You'll pick up Elixir with us. No need to know Scala. You don't need Kotlin. You have Go.",
      ),
    ).toEqual({ go: 'required' });
  });
});

describe('readJobDescription: tools before "development", skills that start with a verb', () => {
  it('reads "Python development or ML engineering" in a years line as a choice of both (R13)', () => {
    expect(
      asked('Engineer', 'Requirements\n- 3+ years of Python development or ML engineering'),
    ).toEqual({ 'python|machine-learning': 'required' });
  });

  it('reads a list item that starts with a skill named like a verb as asked', () => {
    expect(asked('Engineer', 'Engineer\n- Design patterns\n- Build our Kafka topics')).toEqual({
      'design-patterns': 'required',
      kafka: 'preferred',
    });
  });

  it("reads the data team's engineers apart from the product's", () => {
    expect(
      asked('Engineer', 'Our data engineers use Dagster daily. Our mobile engineers use Swift.'),
    ).toEqual({ dagster: 'preferred' });
  });
});

describe('readJobDescription: layouts of real postings', () => {
  const importanceOf = (title: string, text: string) =>
    Object.fromEntries(
      readJobDescription(title, text).skills.map((s) => [
        (s.alternatives ?? [s.skillId]).join('|'),
        s.importance,
      ]),
    );

  it('reads emoji and arrow bullets as bullets, and emoji headings as headings', () => {
    const text = [
      '💼 The job',
      '✔️ Build fraud models with Feast',
      '→ Operate our Trino cluster',
      '🎯 Your profile',
      '✔️ Strong Python',
      '🌱 Good to have',
      '👉 Scala',
    ].join('\n');
    expect(importanceOf('Engineer', text)).toEqual({
      'feature-stores': 'preferred',
      trino: 'preferred',
      python: 'required',
      scala: 'preferred',
    });
  });

  it('reads "Tech we use" and "Your toolkit will likely include" as the stack, "Your toolkit" as requirements', () => {
    expect(
      importanceOf(
        'Analytics Engineer',
        'What we are looking for:\n* Expert SQL and dbt\n\nTech we use: Snowflake · Fivetran · Looker',
      ),
    ).toEqual({
      sql: 'required',
      dbt: 'required',
      snowflake: 'preferred',
      fivetran: 'preferred',
      looker: 'preferred',
    });
    expect(
      importanceOf(
        'Platform Engineer',
        'Day to day\n- Automate retraining\n\nYour toolkit\n- Python and Docker\n\nYour toolkit will likely include: Kubernetes, Terraform.',
      ),
    ).toEqual({
      python: 'required',
      docker: 'required',
      kubernetes: 'preferred',
      terraform: 'preferred',
    });
  });

  it('reads one-word "MUST:" and "NICE:" headings', () => {
    expect(
      importanceOf(
        'BI Engineer',
        'MUST:\n+ Power BI\n+ SQL Server\n\nNICE:\n+ Python for automation',
      ),
    ).toEqual({ 'power-bi': 'required', 'sql-server': 'required', python: 'preferred' });
  });

  it('reads each column of a "Must | Nice" table with its own heading', () => {
    const text = [
      'The role: you will own our models.',
      '| Must | Nice |',
      '|---|---|',
      '| dbt and strong SQL | Python for small automations |',
      '| 2+ years of analytics engineering | Airbyte |',
    ].join('\n');
    const job = readJobDescription('Analytics Engineer', text);
    expect(importanceOf('Analytics Engineer', text)).toEqual({
      dbt: 'required',
      sql: 'required',
      python: 'preferred',
      airbyte: 'preferred',
    });
    expect(job.years).toBe(2);
    expect(
      importanceOf('Data Scientist', 'Must have | Nice to have\n--- | ---\nLooker | BigQuery'),
    ).toEqual({ looker: 'required', bigquery: 'preferred' });
  });

  it('keeps the columns of a table whose rows start with "Experience …" in both cells', () => {
    const text = [
      '| Must have | Nice to have |',
      '|---|---|',
      '| Experience with Tableau | Experience with Snowflake |',
      '| Knowledge of SQL | Knowledge of Airflow |',
    ].join('\n');
    expect(importanceOf('Analyst', text)).toEqual({
      tableau: 'required',
      snowflake: 'preferred',
      sql: 'required',
      airflow: 'preferred',
    });
  });

  it('puts back the sections of a posting pasted as one line', () => {
    const text =
      'BI Developer (Power BI) – Manchester – £45-52k + benefits About the role We are a housing ' +
      'association with 38,000 homes. Responsibilities: - Build Power BI reports for finance - ' +
      'Develop the data model in our SQL Server warehouse - Gather requirements from stakeholders ' +
      'Requirements: - 3 years+ in a BI developer role - Power BI incl. DAX - Strong T-SQL Nice ' +
      'to have: - Microsoft Fabric Benefits: 27 days holiday, a paid Snowflake course';
    expect(importanceOf('BI Developer', text)).toMatchObject({
      'sql-server': 'preferred',
      'power-bi': 'required',
      dax: 'required',
      't-sql': 'required',
      'microsoft-fabric': 'preferred',
    });
    expect(importanceOf('BI Developer', text)).not.toHaveProperty('snowflake');
    // Without colons: "… ship the models. What you'll need 10+ years …".
    const bare =
      'Principal Data Scientist Remote (US) About Hearth Hearth connects homeowners with local ' +
      'contractors across the country and has done so for years. What you will do Set the research ' +
      'agenda for pricing with Tableau dashboards and partner with engineering to ship the models. ' +
      "What you'll need 10+ years of experience in data science. Expert in causal inference. " +
      'Nice to have Stan or PyMC and Bayesian statistics.';
    expect(importanceOf('Principal Data Scientist', bare)).toMatchObject({
      'causal-inference': 'required',
      'bayesian-statistics': 'preferred',
    });
  });

  it('reads a list after "We would love to hear from you if you have" as asked', () => {
    const text =
      "We would love to hear from you if you have:\n- Some SQL\n- Excel\n\nIt's a bonus if you've:\n- Used Power BI";
    expect(importanceOf('Junior Analyst', text)).toEqual({
      sql: 'required',
      excel: 'required',
      'power-bi': 'preferred',
    });
  });

  it('reads headings asked as questions: "Who are we?", "What will you do?", "What do we offer?"', () => {
    const text = [
      'Who are we?',
      'We sell spare parts online; our shop runs on Magento and Kotlin.',
      'What will you do?',
      'You load supplier files with Airflow and keep our reports fresh.',
      'You bring',
      '- SQL',
      'What do we offer?',
      'A yearly Snowflake course and 28 vacation days.',
    ].join('\n');
    expect(importanceOf('Data Engineer', text)).toEqual({ airflow: 'preferred', sql: 'required' });
  });

  it('reads "Your missions" and "Your profile" run into a pasted line as headings', () => {
    const text =
      'Data Engineer - Lyon About us We make software for bakeries and have 40 staff across ' +
      'France and Belgium, with offices in two cities and a small warehouse. Your missions You ' +
      'will maintain our Airflow jobs and load supplier files into our BigQuery warehouse every ' +
      'morning. Your profile 2 years of experience as a data engineer; strong Python and SQL ' +
      'What we offer Meal vouchers and a Snowflake course';
    expect(importanceOf('Data Engineer', text)).toEqual({
      airflow: 'preferred',
      bigquery: 'preferred',
      python: 'required',
      sql: 'required',
    });
  });

  it('reads the stack a team migrates into or off as preferred, even next to an ask', () => {
    const text =
      "You'll join a team that is migrating old SSIS packages into Azure, and you'll be expected " +
      'to lead the cut-over.\nOur bank will move its reporting off Oracle and onto Snowflake.';
    expect(importanceOf('Data Engineer', text)).toMatchObject({
      ssis: 'preferred',
      azure: 'preferred',
      oracle: 'preferred',
      snowflake: 'preferred',
    });
  });

  it('reads a list under "In your first year you will:" as the duties', () => {
    const text =
      'In your first year you will:\n- Agree the KPIs of each team\n- Roll out Tableau to sales\n\nYou have:\n- SQL';
    expect(importanceOf('Analytics Manager', text)).toEqual({
      tableau: 'preferred',
      sql: 'required',
    });
  });

  it('reads "A or a similar BI tool" as one choice, not BI asked on its own', () => {
    const text =
      'Requirements:\n- Reports in Qlik or a similar BI tool\n- Terraform or another IaC tool\n- Metabase or Looker or any other BI tool';
    expect(importanceOf('Analyst', text)).toEqual({
      'qlik|tableau|power-bi|looker': 'required',
      'terraform|pulumi|cloudformation': 'required',
      'metabase|looker|tableau|power-bi|qlik': 'required',
    });
  });

  it('reads "one cloud (GCP preferred; AWS or Azure fine)" as one required choice', () => {
    const text = 'Requirements:\n- Experience on one cloud (Azure preferred; AWS/GCP fine)';
    expect(importanceOf('Data Engineer', text)).toEqual({ 'azure|aws|gcp': 'required' });
  });

  it('reads "Essential Duties and Responsibilities" as the duties', () => {
    const text =
      'Essential Duties and Responsibilities\n- Loads data from the Teradata warehouse.\nMinimum Qualifications\n- SQL';
    expect(importanceOf('Analyst', text)).toEqual({ teradata: 'preferred', sql: 'required' });
  });

  it('reads examples of a degree subject in parentheses as fields, not skills', () => {
    const text =
      'Requirements:\n- A degree in a numerate subject (e.g. statistics, computer vision) or equivalent experience\n- SQL';
    expect(importanceOf('Analyst', text)).toEqual({ sql: 'required' });
  });

  it('reads a degree subject list in parentheses, or examples a few words on, as fields', () => {
    const adjacent =
      'Requirements:\n- A 2:1 degree in a numerate discipline (economics, statistics or similar)\n- SQL';
    expect(importanceOf('Analyst', adjacent)).toEqual({ sql: 'required' });
    const later =
      'Requirements:\n- A degree in a field related to the post (for example statistics)\n- SQL';
    expect(importanceOf('Analyst', later)).toEqual({ sql: 'required' });
  });

  it.each(['You probably have', 'You might be a fit if'])(
    'reads a list under "%s" as asked',
    (heading) => {
      const text = `What you'll do\n- Keep the lights on\n${heading}\n- 3+ yrs writing Go`;
      expect(importanceOf('Engineer', text)).toEqual({ go: 'required' });
      expect(readJobDescription('Engineer', text).years).toBe(3);
    },
  );

  it("reads the team's stack in an opening paragraph that never says you as preferred", () => {
    const text = [
      'We deliver flowers in nine cities. Our analytics team runs on Redshift and Metabase, with events arriving through Segment.',
      '',
      'Right now our planners keep their forecasts in Excel. We want an analyst to change that. In practice that means building Tableau reports.',
      '',
      'Requirements:',
      '- SQL',
    ].join('\n');
    expect(importanceOf('Data Analyst', text)).toEqual({
      redshift: 'preferred',
      metabase: 'preferred',
      segment: 'preferred',
      excel: 'preferred',
      tableau: 'preferred',
      sql: 'required',
    });
  });

  it('reads "A or another columnar database" as A, and "X or another data catalogue" as the kind', () => {
    expect(
      importanceOf('Engineer', 'Nice to have:\n- DuckDB or another columnar OLAP database'),
    ).toEqual({ duckdb: 'preferred' });
    expect(importanceOf('Engineer', 'Nice to have:\n- Foobarly or another data catalogue')).toEqual(
      { 'data-catalog': 'preferred' },
    );
  });

  it('reads what "you\'ll be trained on" as not asked', () => {
    expect(
      importanceOf('Analyst', "Requirements:\n- SQL\n\nYou'll be trained on dbt by the team."),
    ).toEqual({ sql: 'required' });
  });

  it('reads "Solid data modelling skills: A, B" as the skill asked with its list', () => {
    const text = 'What you bring\n- Solid data modelling skills: star schemas, data vault';
    expect(importanceOf('Analytics Engineer', text)).toEqual({
      'data-modeling': 'required',
      'star-schema': 'required',
      'data-vault': 'required',
    });
  });

  it('reads a certification by name as no skill asked', () => {
    const text = [
      'Requirements:',
      '- Python and an Azure certification',
      '- A vendor certification (Azure Data Engineer Associate or AWS Machine Learning Specialty)',
      'Nice to have:',
      '- Microsoft Certified: Power BI Data Analyst',
    ].join('\n');
    expect(importanceOf('Data Engineer', text)).toEqual({ python: 'required' });
  });

  it('reads "Preferred Qualifications" run into a pasted line as its own heading', () => {
    const text =
      'Data Analyst Springfield (Remote) About the job We rent bikes in forty cities and want to ' +
      'know why riders come back. Responsibilities Build churn reports for the operations team ' +
      'Qualifications 3+ years of experience in analytics Strong SQL and Excel Preferred ' +
      'Qualifications Experience with Tableau Familiarity with Python Benefits Dental and vision';
    expect(importanceOf('Data Analyst', text)).toEqual({
      sql: 'required',
      excel: 'required',
      tableau: 'preferred',
      python: 'preferred',
    });
    expect(readJobDescription('Data Analyst', text).years).toBe(3);
  });
});

describe('readJobDescription: what a sentence is about', () => {
  const importanceOf = (title: string, text: string) =>
    Object.fromEntries(
      readJobDescription(title, text).skills.map((s) => [
        (s.alternatives ?? [s.skillId]).join('|'),
        s.importance,
      ]),
    );

  it('reads the rest of an "About us:" line as the company', () => {
    expect(
      importanceOf(
        'Data Engineer',
        '👋 About us: we deliver groceries by bike. Our riders’ app is written in Kotlin.\n\nRequirements:\n- Python',
      ),
    ).toEqual({ python: 'required' });
  });

  it('reads a move from one stack to another as the stack, even beside "we need"', () => {
    expect(
      importanceOf(
        'Data Engineer',
        'Why this role: our data team is moving from nightly SSIS packages to Azure Data Factory, and we need someone who will grow with it.\n\nRequirements:\n- SQL',
      ),
    ).toEqual({ ssis: 'preferred', 'azure-data-factory': 'preferred', sql: 'required' });
  });

  it('reads presenting to executives as communication and setting technical direction as leadership', () => {
    expect(
      importanceOf(
        'Engineer',
        'Requirements:\n- Comfortable presenting to executives\n- Track record setting technical direction across teams',
      ),
    ).toEqual({ communication: 'required', leadership: 'required' });
  });

  it.each([
    'The confidence to present to customers',
    'Able to present survey results to clinicians',
    'You write clearly for readers who dislike numbers',
  ])('reads "%s" as communication', (line) => {
    expect(importanceOf('Analyst', `Requirements:\n- ${line}`)).toEqual({
      communication: 'required',
    });
  });

  it('reads "our Business Intelligence team" as the team, not BI asked', () => {
    expect(
      importanceOf('Analyst', 'Join our Business Intelligence team.\nRequirements:\n- Excel'),
    ).toEqual({ excel: 'required' });
  });

  it('reads "3+ years managing analysts" as leadership', () => {
    expect(
      importanceOf(
        'Analytics Manager',
        'Requirements:\n- 8+ years in analytics, including 3+ years managing analysts',
      ),
    ).toEqual({ leadership: 'required' });
  });

  it('does not take an audience ("to senior leadership", "from team leads") for leadership', () => {
    const audience =
      'Requirements:\n- Presenting results to senior leadership\n- Explaining numbers to everyone from team leads to the board';
    expect(importanceOf('Analyst', audience)).toEqual({ communication: 'required' });
    expect(
      importanceOf('Analyst', 'Requirements:\n- Experience with leadership of small teams'),
    ).toEqual({ leadership: 'required' });
  });

  it('does not take "regression tests" or "guardrail metrics" for the skills of those names', () => {
    expect(
      importanceOf(
        'Data Scientist',
        'Requirements:\n- A/B testing in depth: power, guardrail metrics\n- Writing regression tests',
      ),
    ).toEqual({ 'a-b-testing': 'required' });
  });

  it('keeps alternatives the posting accepts in "(we use X; Y or similar are fine)" as asked', () => {
    const job = importanceOf(
      'ML Engineer',
      'Requirements:\n- A vector store (we use Qdrant; pgvector, Weaviate or similar are fine)\n- Python (our Flink jobs use Java)',
    );
    expect(job).toMatchObject({
      'vector-databases|qdrant|pgvector|weaviate': 'required',
      java: 'preferred',
    });
  });

  it('reads every clause after an inline heading with that heading ("Responsibilities: Run …; Build …")', () => {
    expect(
      importanceOf(
        'Infrastructure Engineer',
        'Responsibilities: Run our Slurm clusters; Build data loaders that stream sensor logs from S3; Maintain experiment tracking (Weights & Biases).\nQualifications: Strong Python and Linux.',
      ),
    ).toEqual({
      'amazon-s3': 'preferred',
      'weights-and-biases': 'preferred',
      python: 'required',
      linux: 'required',
    });
  });

  it('does not take "experience in at least one of:" for an inline heading', () => {
    expect(
      importanceOf(
        'Engineer',
        'You might be a fit if…\n…you have experience in at least one of: LangGraph, LlamaIndex, Semantic Kernel — or your own loop',
      ),
    ).toEqual({ 'langgraph|llamaindex|semantic-kernel': 'required' });
  });

  it('does not take the field of an "ML Infrastructure Engineer" title for a skill', () => {
    expect(importanceOf('ML Infrastructure Engineer', 'Requirements:\n- Python')).toEqual({
      python: 'required',
    });
  });

  it('reads "a strong advantage" and "a big plus" as nice to have', () => {
    expect(
      importanceOf(
        'Engineer',
        'Requirements:\n- Deep AWS knowledge; Amazon Bedrock a strong advantage\n- Terraform is a big plus',
      ),
    ).toEqual({ aws: 'required', 'amazon-bedrock': 'preferred', terraform: 'preferred' });
  });

  it('does not take "tokenization of card data" for LLM tokenization', () => {
    expect(
      importanceOf('Engineer', 'Requirements:\n- Tokenization of card data for PCI\n- Java'),
    ).toEqual({ java: 'required' });
  });

  it.each([
    ['- 3 years+ in a BI developer role', 3],
    ['- A decade or more of software engineering experience', 10],
    [
      '- 2+ years as a data scientist\n- MS in a quantitative field, or BS + 3 years of experience',
      2,
    ],
  ])('reads the years of "%s" as %i', (line, years) => {
    expect(readJobDescription('Engineer', `Requirements:\n${line}`).years).toBe(years);
  });

  it('reads "New Grad" in a title as junior', () => {
    expect(readJobDescription('ML Engineer — New Grad (2027)', 'Python').seniority).toBe('junior');
  });

  it('ends a list section at a sentence of its own after a blank line', () => {
    const text = 'A plus:\n- LoRA\n\nMaster 2 in computer science. You must know Python.';
    const job = readJobDescription('Engineer', text);
    expect(job.degree).toBe('masters');
    expect(importanceOf('Engineer', text)).toEqual({ lora: 'preferred', python: 'required' });
    // Without the blank line the sentence still belongs to the list's section.
    expect(importanceOf('Engineer', 'A plus:\n- LoRA\nKnowledge of Python.')).toEqual({
      lora: 'preferred',
      python: 'preferred',
    });
  });
});

describe('readJobDescription: verb forms and the work done to models', () => {
  const importanceOf = (title: string, text: string) =>
    Object.fromEntries(
      readJobDescription(title, text).skills.map((s) => [
        (s.alternatives ?? [s.skillId]).join('|'),
        s.importance,
      ]),
    );

  it('reads a "Your mission" heading as the duties, not as the company\'s mission', () => {
    expect(
      importanceOf('Data Engineer', 'Your mission\n- Run Kafka in production\n\nMust:\n- Python'),
    ).toEqual({ kafka: 'preferred', python: 'required' });
  });

  it.each([
    ['Containerize the ingestion services', 'docker'],
    ['Built and operated containerized data services', 'docker'],
    ['Quantize models so they fit on the device', 'quantization'],
    ['Experience with gradient-boosted models', 'gradient-boosting'],
    ['Develop the data model in our warehouse', 'data-modeling'],
    ['Good stakeholder skills', 'stakeholder-management'],
    ['Build offline evaluation for rankers', 'model-evaluation'],
    ['Ship retrieval-augmented features on our documents', 'retrieval-augmented-generation'],
    ['SQL Server / Azure SQL', 'sql-server'],
  ])('reads the verb or inflected form in "%s" as %s', (line, skillId) => {
    expect(Object.keys(importanceOf('Engineer', `Requirements:\n- ${line}`))).toContain(skillId);
  });

  it.each([
    [
      'Train and evaluate detection models on aerial imagery',
      ['model-training', 'model-evaluation'],
    ],
    ['train + evaluate small speech models', ['model-training', 'model-evaluation']],
    ['Understanding of how to evaluate a classifier', ['model-evaluation']],
    ['You will take models from notebook to production', ['model-deployment']],
    ['2+ years building and shipping machine learning systems', ['model-deployment']],
    ['Automate retraining and deployment of models on Vertex AI', ['model-deployment']],
    ['Design and analyse experiments with the product team', ['a-b-testing']],
  ])('reads the work on models or experiments in "%s"', (line, skillIds) => {
    const asked = Object.keys(importanceOf('ML Engineer', `Requirements:\n- ${line}`));
    for (const skillId of skillIds) expect(asked).toContain(skillId);
  });

  it('does not read training people or evaluating vendors as work on models', () => {
    const asked = Object.keys(
      importanceOf(
        'ML Engineer',
        'Requirements:\n- Train new joiners on our tools\n- Evaluate vendors and their pricing models',
      ),
    );
    expect(asked).not.toContain('model-training');
    expect(asked).not.toContain('model-evaluation');
  });
});

describe('readJobDescription: a skill with its parts (R5)', () => {
  it('asks for the skill and prefers the parts named in parentheses or after "e.g."', () => {
    expect(
      asked(
        'Analyst',
        [
          'Requirements',
          '- Power BI (DAX, Power Query) and SQL',
          '- Solid statistics (hypothesis testing or regression)',
          '- Data modeling, e.g. star schema',
        ].join('\n'),
      ),
    ).toEqual({
      'power-bi': 'required',
      dax: 'preferred',
      sql: 'required',
      statistics: 'required',
      'hypothesis-testing|regression-analysis': 'preferred',
      'data-modeling': 'required',
      'star-schema': 'preferred',
    });
  });

  it('keeps the examples of a kind of thing as one asked choice', () => {
    expect(
      asked(
        'Engineer',
        'Requirements\n- A feature store (Feast or Tecton)\n- Airflow (or Dagster)',
      ),
    ).toEqual({ 'feature-stores': 'required', 'airflow|dagster': 'required' });
  });
});

describe('readJobDescription: fields of a years line (R13)', () => {
  it.each([
    ['- 4+ yrs of report development in BI', { 'business-intelligence': 'required' }],
    ['- 5 years of BI development experience', { 'business-intelligence': 'required' }],
    [
      "- 3+ years' experience in speech recognition or deep learning",
      { 'speech-recognition|deep-learning': 'required' },
    ],
    ['- 3 years in web development or ETL development', {}],
    ['- 5+ years as a BI developer', {}],
    ['- 6 years in retail analytics, 2+ in a lead role', { leadership: 'required' }],
    ['- 4 years in platform work, strong Go and Rust', { go: 'required', rust: 'required' }],
  ])('reads "%s" by its fields', (line, expected) => {
    expect(asked('Engineer', `Requirements\n${line}`)).toEqual(expected);
  });

  it('keeps the tools of "a BI tool such as A or B" as a choice when BI is asked on its own', () => {
    expect(
      asked(
        'Developer',
        'Requirements\n- 4 years of BI development\n- Depth in one BI tool such as Qlik or Looker',
      ),
    ).toEqual({ 'business-intelligence': 'required', 'qlik|looker': 'required' });
  });
});

describe('readJobDescription: duties name, asks mean (R1, R2)', () => {
  it('does not read "ship" in a duty as model deployment, but does in an ask', () => {
    expect(
      asked(
        'Scientist',
        'What you will do\n- Train and ship churn models\nRequirements\n- You have shipped ML systems to production',
      ),
    ).toEqual({ 'machine-learning': 'required', 'model-deployment': 'required' });
    expect(asked('Scientist', 'What you will do\n- Train and ship churn models')).toEqual({});
  });

  it('reads what "the … team (…) runs" as the stack, and "X is ideal" as preferred', () => {
    expect(
      asked(
        'Analyst',
        'The insights team (four analysts) uses Looker every day. You know SQL. Some dbt is ideal.',
      ),
    ).toEqual({ looker: 'preferred', sql: 'required', dbt: 'preferred' });
  });
});

describe('readJobDescription: "or a comparable X" (R6)', () => {
  it('reads the named tool and the usual ones of the kind as one choice', () => {
    expect(
      asked(
        'Engineer',
        'Requirements\n- Django or a comparable web framework\n- Prefect or a similar orchestrator',
      ),
    ).toEqual({ 'django|fastapi|flask': 'required', 'prefect|airflow|dagster': 'required' });
  });

  it('keeps the examples a posting gives instead of the usual set', () => {
    expect(
      asked('Engineer', 'Requirements\n- Luigi or a similar orchestrator (Dagster, Prefect)'),
    ).toEqual({ 'luigi|dagster|prefect': 'required' });
  });
});

describe('readJobDescription: Azure SQL', () => {
  it('reads "Azure SQL" as SQL Server, not as Azure and SQL', () => {
    const job = readJobDescription('BI Engineer', 'MUST:\n+ SQL Server / Azure SQL');
    expect(job.skills.map((s) => s.alternatives ?? [s.skillId])).toEqual([['sql-server']]);
  });
});

describe('readJobDescription: the stack as it stands today (R2)', () => {
  it('reads "Today there is …" as the team\'s stack, even with "you\'ve" later in the sentence', () => {
    const by = asked(
      'Head of Data',
      'Today there is a MySQL database and a pile of spreadsheets; soon we want Dagster and a team you have hired. You should know SQL.',
    );
    expect(by).toEqual({
      mysql: 'preferred',
      excel: 'preferred',
      dagster: 'preferred',
      sql: 'required',
    });
  });

  it('reads "We\'re the … squad that …" and "a team that owns …" as the team, not the ask', () => {
    const by = asked(
      'Platform Engineer',
      "We're the data platform squad behind 40 analysts. We are hiring into a small team that owns our Trino cluster. You need strong Go.",
    );
    expect(by).toEqual({ trino: 'preferred', go: 'required' });
  });
});

describe('readJobDescription: more nice-to-have cues (R1, R12)', () => {
  it.each([
    'Experience with Dagster would be appreciated.',
    'Knowing Dagster would help us a lot.',
    'Dagster is welcome.',
  ])('reads "%s" as preferred', (line) => {
    expect(asked('Data Engineer', `Requirements\n- Strong Python\n- ${line}`)).toEqual({
      python: 'required',
      dagster: 'preferred',
    });
  });

  it('reads "It is meritorious if you" and "… is a merit" as nice to have', () => {
    const by = asked(
      'Data Engineer',
      'You have\n- Python\n\nIt is meritorious if you\n- Know Kafka\n\nExperience with Flink is a merit.',
    );
    expect(by).toEqual({ python: 'required', kafka: 'preferred', flink: 'preferred' });
  });

  it('reads a "The plus" heading as nice to have', () => {
    const by = asked('Data Scientist', 'Your profile\n- Python\n\nThe plus\n- Databricks');
    expect(by).toEqual({ python: 'required', databricks: 'preferred' });
  });

  it('reads a Dutch "Pluspunten" heading as nice to have', () => {
    const by = asked('Data Engineer', 'Wat breng je mee\n- Python\n\nPluspunten\n- Kafka');
    expect(by).toEqual({ python: 'required', kafka: 'preferred' });
  });

  it.each([
    ['A degree in statistics is welcome.', null],
    ['A degree in physics is appreciated, though experience counts equally.', null],
    ['A 2:1 or First in a numerate subject (MSc welcome)', 'bachelors'],
    ['Minimum 2:1 degree (or predicted) in economics or similar', 'bachelors'],
    ['A 2:1 degree in any subject – no prior coding experience is required', 'bachelors'],
    ['You must not already hold a degree in statistics.', null],
  ])('reads "%s" as degree %s', (line, degree) => {
    expect(readJobDescription('Analyst', `Requirements\n- SQL\n- ${line}`).degree).toBe(degree);
  });
});

describe('readJobDescription: qualifying paths joined by a lone "OR"', () => {
  it('reads a degree on one path as not required when another path asks experience', () => {
    const text =
      'Qualifications\nTwo years of specialized experience analysing survey data.\n\nOR\n\nEducation: a master degree in statistics.';
    const job = readJobDescription('Statistician', text);
    expect(job.degree).toBeNull();
    expect(job.years).toBe(2);
    const before =
      'Qualifications\nA master degree in statistics.\n\nOR\n\nFour years of experience.';
    expect(readJobDescription('Statistician', before).degree).toBeNull();
  });
});

describe('readJobDescription: a favourite among accepted tools, "preferably X" (R1, R6)', () => {
  it('reads "Looker preferred, Tableau or Qlik fine" as one required choice', () => {
    const by = asked(
      'BI Analyst',
      'What you need\n- A BI tool — Looker preferred, Tableau or Qlik fine',
    );
    expect(by).toEqual({ 'looker|tableau|qlik': 'required' });
  });

  it('reads "ideally Azure (AWS or GCP are OK)" as one required choice', () => {
    const by = asked(
      'Data Engineer',
      'Requirements\n- A public cloud, ideally Azure (AWS or GCP are OK)',
    );
    expect(by).toEqual({ 'azure|aws|gcp': 'required' });
  });

  it('keeps "fine-tuning" from reading as an accepted choice', () => {
    const by = asked('ML Engineer', 'Requirements\n- PyTorch, ideally with fine-tuning of LLMs');
    expect(by.pytorch).toBe('required');
  });

  it('reads "Flink, preferably on Kubernetes" as Flink asked and the rest preferred', () => {
    const by = asked(
      'Data Engineer',
      'Requirements\n- Experience with Flink, preferably on Kubernetes',
    );
    expect(by).toEqual({ flink: 'required', kubernetes: 'preferred' });
  });
});

describe('readJobDescription: what follows "learn", "don\'t need", "we do not use" (R9)', () => {
  it('reads a skill before ", but … keen to learn X" and drops X, also from the duties', () => {
    const by = asked(
      'Junior Analyst',
      "You'll keep our Looker reports tidy. You don't need experience, but you do need solid Excel and to be keen to learn Looker.",
    );
    expect(by).toEqual({ excel: 'required' });
  });

  it('keeps an explicit nice-to-have over "you will learn"', () => {
    const by = asked(
      'Analytics Engineer',
      'Nice to have\n- Experience with dbt\n\nYou will learn to work with dbt and Airflow in our team.',
    );
    expect(by).toEqual({ dbt: 'preferred' });
  });

  it('does not ask for what the team does not use, nor for the stack the hire will learn', () => {
    const by = asked(
      'Data Engineer',
      "Good to know: we do not use Hadoop; the data fits in DuckDB.\nYou'll learn our stack on the job: Snowflake, Dagster.\nRequirements\n- Python",
    );
    expect(by.hadoop).toBeUndefined();
    expect(by.snowflake).toBeUndefined();
    expect(by.dagster).toBeUndefined();
    expect(by.python).toBe('required');
  });

  it('reads "We\'re a Rust and MySQL shop — you don\'t need to know Rust" as the stack, minus Rust', () => {
    const by = asked(
      'Data Engineer',
      "We're a Rust and MySQL shop — you don't need to know Rust. You need strong Python.",
    );
    expect(by).toEqual({ mysql: 'preferred', python: 'required' });
  });

  it('reads "is migrating its Oracle estate to GCP" as the stack (R2)', () => {
    const by = asked(
      'Data Engineer',
      'My client is migrating its on-premise Oracle estate to GCP and needs a contractor.\n\nEssential:\n- Strong SQL',
    );
    expect(by).toEqual({ oracle: 'preferred', gcp: 'preferred', sql: 'required' });
  });
});

describe('readJobDescription: a sentence that goes on with the one before', () => {
  it('reads "That means …" after a duty as a duty', () => {
    const by = asked(
      'ML Engineer',
      "You'll own our ranking models end to end. That means building features in Spark and serving them with Triton. We need someone with strong Python.",
    );
    expect(by).toMatchObject({ spark: 'preferred', python: 'required' });
  });
});

describe('readJobDescription: years that open an ask, fields before ", an MS" (R10, R13)', () => {
  it.each([
    ['- 4+ years forecasting in retail', 4],
    ['| Must |\n| --- |\n| 5+ yrs analytics engineering |', 5],
  ])('reads "%s" as %i years', (line, years) => {
    expect(readJobDescription('Analyst', `Requirements\n${line}`).years).toBe(years);
  });

  it('asks for both fields of "years in A and B, an MS or PhD …"', () => {
    const by = asked(
      'Engineer',
      'We need someone with 4+ years of industry experience in speech recognition and deep learning, an MS or PhD in a relevant field, and strong Python.',
    );
    expect(by).toMatchObject({
      'speech-recognition': 'required',
      'deep-learning': 'required',
      python: 'required',
    });
  });

  it('does not read "a time-series store" as time series analysis', () => {
    const by = asked(
      'Data Engineer',
      'What you will do\n- Look after our InfluxDB time-series store',
    );
    expect(by).toEqual({ influxdb: 'preferred' });
  });
});

describe('readJobDescription: leading people, explaining clearly (R7)', () => {
  it.each([
    ['- A track record of leading engineers without formal authority', 'leadership'],
    ['- Some of your experience spent leading people or projects', 'leadership'],
    ['- The ability to explain your reasoning clearly', 'communication'],
  ])('reads "%s" as %s asked', (line, skill) => {
    expect(asked('Engineer', `Requirements\n${line}`)[skill]).toBe('required');
  });

  it('does not read "a leading provider" as leadership', () => {
    expect(
      asked('Engineer', 'Requirements\n- Experience at a leading provider of payroll software'),
    ).toEqual({});
  });
});

describe('readJobDescription: words another sense gives by what stands before them', () => {
  it.each([
    ['- Familiarity with Git and GitLab CI pipelines', 'data-pipelines'],
    ['- Experience with Kubeflow or SageMaker pipelines', 'data-pipelines'],
    ['- Catch model regressions with an evaluation harness', 'regression-analysis'],
  ])('does not read "%s" as %s', (line, skill) => {
    expect(asked('Engineer', `Requirements\n${line}`)[skill]).toBeUndefined();
  });

  it('still reads "building data pipelines" and "linear regression"', () => {
    const by = asked('Engineer', 'Requirements\n- Building data pipelines\n- Linear regression');
    expect(by).toMatchObject({ 'data-pipelines': 'required', 'regression-analysis': 'required' });
  });
});
