import type { InterviewTopicInput } from '../interview-content-schema.ts';

export const pythonTopic: InterviewTopicInput = {
  id: 'python-data',
  title: 'Python for Data',
  description:
    'Data wrangling in plain Python and pandas: collections, generators, cleaning messy records and testing transformations.',
  duration: 45,
  difficulty: 'Intermediate',
  icon: 'code',
  criteria: [
    {
      id: 'py-correctness',
      label: 'Working code',
      description: 'The function returns the right values for normal and edge-case inputs.',
      lessonIds: ['de-batch-transform-at-scale'],
      problemIds: ['clean-user-records', 'merge-inventories'],
    },
    {
      id: 'py-idioms',
      label: 'Idiomatic Python',
      description:
        'Uses the standard library well (dict, Counter, defaultdict, itertools, generators).',
      lessonIds: [],
      problemIds: ['top-k-words', 'group-anagrams', 'count-errors-by-service'],
    },
    {
      id: 'py-edge-cases',
      label: 'Edge cases',
      description:
        'Thinks about empty input, missing keys, bad types and duplicates before being asked.',
      lessonIds: ['de-quality-unit-tests'],
      problemIds: ['flatten-json', 'summarize-ranges'],
    },
    {
      id: 'py-complexity',
      label: 'Complexity and memory',
      description: 'States time and memory cost and streams data that does not fit in memory.',
      lessonIds: ['de-batch-transform-at-scale'],
      problemIds: ['moving-average', 'two-sum'],
    },
    {
      id: 'py-testing',
      label: 'Testing',
      description: 'Proposes small, specific tests and checks the code against them.',
      lessonIds: ['de-quality-unit-tests'],
      problemIds: ['count-sessions'],
    },
  ],
  questions: [
    {
      id: 'py-dedupe-keep-last',
      prompt:
        'Write dedupe_keep_last(records, key): records is a list of dicts; keep only the last record for each value of record[key], in the order each key first appeared.',
      outline: [
        'One pass into a dict keyed by record[key]: assignment keeps the last value, insertion order keeps first appearance.',
        'Return list(d.values()); O(n) time, O(k) memory for k distinct keys.',
        'Say what happens with a missing key (KeyError) and whether to skip or raise.',
      ],
      criteria: ['py-correctness', 'py-idioms', 'py-complexity', 'py-edge-cases'],
      check: {
        language: 'python',
        entryPoint: 'dedupe_keep_last',
        params: ['records', 'key'],
        tests: [
          {
            args: [
              [
                { id: 1, v: 'a' },
                { id: 2, v: 'b' },
                { id: 1, v: 'c' },
              ],
              'id',
            ],
            expected: [
              { id: 1, v: 'c' },
              { id: 2, v: 'b' },
            ],
          },
          { args: [[], 'id'], expected: [] },
          {
            args: [
              [
                { k: 'x', n: 1 },
                { k: 'y', n: 2 },
                { k: 'y', n: 3 },
                { k: 'x', n: 4 },
              ],
              'k',
            ],
            expected: [
              { k: 'x', n: 4 },
              { k: 'y', n: 3 },
            ],
          },
        ],
        starterCode:
          'def dedupe_keep_last(records, key):\n    # Keep the last record per key, in first-seen key order.\n    return records\n',
        solution:
          'def dedupe_keep_last(records, key):\n    latest = {}\n    for record in records:\n        latest[record[key]] = record\n    return list(latest.values())\n',
      },
    },
    {
      id: 'py-count-sessions',
      prompt:
        'Write count_sessions(timestamps, gap): timestamps are unsorted epoch seconds of one user; a new session starts when more than gap seconds pass since the previous event. Return the number of sessions.',
      outline: [
        'Sort first (O(n log n)); the input order is not guaranteed.',
        'Count 1 for the first event and 1 more for each difference greater than gap.',
        'Empty input means 0 sessions; equal timestamps belong to the same session.',
      ],
      criteria: ['py-correctness', 'py-edge-cases', 'py-complexity'],
      check: {
        language: 'python',
        entryPoint: 'count_sessions',
        params: ['timestamps', 'gap'],
        tests: [
          { args: [[0, 10, 5000, 5005, 20000], 1800], expected: 3 },
          { args: [[], 1800], expected: 0 },
          { args: [[300, 100, 200], 100], expected: 1 },
          { args: [[0, 101], 100], expected: 2 },
        ],
        starterCode:
          'def count_sessions(timestamps, gap):\n    # Number of sessions split by gaps longer than `gap` seconds.\n    return len(timestamps)\n',
        solution:
          'def count_sessions(timestamps, gap):\n    if not timestamps:\n        return 0\n    ordered = sorted(timestamps)\n    return 1 + sum(1 for a, b in zip(ordered, ordered[1:]) if b - a > gap)\n',
      },
    },
    {
      id: 'py-log-level-counts',
      prompt:
        'Write level_counts(lines): each line looks like "2024-05-01T10:00:00 ERROR payment failed". Return a dict of level → count, ignoring lines that do not have at least two fields.',
      outline: [
        'Split each line once (maxsplit) and take the second field as the level.',
        'collections.Counter (or dict.get with default) to count; skip malformed lines explicitly.',
        'For a large file iterate the file object lazily instead of reading it all.',
      ],
      criteria: ['py-idioms', 'py-edge-cases', 'py-correctness'],
      check: {
        language: 'python',
        entryPoint: 'level_counts',
        params: ['lines'],
        tests: [
          {
            args: [['t1 ERROR a', 't2 INFO b', 't3 ERROR c d', 'broken']],
            expected: { ERROR: 2, INFO: 1 },
          },
          { args: [[]], expected: {} },
          { args: [['', 't WARN x', 't WARN']], expected: { WARN: 2 } },
        ],
        starterCode: 'def level_counts(lines):\n    # level -> number of lines\n    return {}\n',
        solution:
          'from collections import Counter\n\n\ndef level_counts(lines):\n    counts = Counter()\n    for line in lines:\n        parts = line.split(maxsplit=2)\n        if len(parts) >= 2:\n            counts[parts[1]] += 1\n    return dict(counts)\n',
      },
    },
    {
      id: 'py-merge-intervals',
      prompt:
        'Write merge_intervals(intervals): merge overlapping [start, end] pairs (touching ones merge too) and return them sorted by start.',
      outline: [
        'Sort by start, then sweep: extend the last merged interval while the next start <= its end.',
        'O(n log n) for the sort, O(n) for the sweep.',
        'Handle empty input and intervals fully contained in another (take the max end).',
      ],
      criteria: ['py-correctness', 'py-edge-cases', 'py-complexity', 'py-testing'],
      check: {
        language: 'python',
        entryPoint: 'merge_intervals',
        params: ['intervals'],
        tests: [
          {
            args: [
              [
                [1, 3],
                [2, 6],
                [8, 10],
              ],
            ],
            expected: [
              [1, 6],
              [8, 10],
            ],
          },
          { args: [[]], expected: [] },
          {
            args: [
              [
                [5, 7],
                [1, 10],
                [11, 12],
                [12, 13],
              ],
            ],
            expected: [
              [1, 10],
              [11, 13],
            ],
          },
        ],
        starterCode:
          'def merge_intervals(intervals):\n    # Merge overlapping or touching [start, end] pairs.\n    return intervals\n',
        solution:
          'def merge_intervals(intervals):\n    merged = []\n    for start, end in sorted(intervals):\n        if merged and start <= merged[-1][1]:\n            merged[-1][1] = max(merged[-1][1], end)\n        else:\n            merged.append([start, end])\n    return merged\n',
      },
    },
    {
      id: 'py-generators-large-file',
      prompt:
        'You must compute totals from a 40 GB CSV on a laptop with 16 GB of RAM. How do you do it in Python?',
      outline: [
        'Stream: iterate the file (csv.reader or pandas read_csv with chunksize) and keep only running aggregates.',
        'Generators keep memory constant; combine partial aggregates per chunk.',
        'Consider columnar formats (Parquet) and tools like DuckDB or Polars for out-of-core work.',
      ],
      criteria: ['py-complexity', 'py-idioms', 'py-edge-cases'],
    },
    {
      id: 'py-mutable-default',
      prompt: 'What is wrong with def add(item, bucket=[]) and how do you fix it?',
      outline: [
        'The default list is created once at definition time and shared across calls.',
        'Use bucket=None and create a new list inside the function.',
        'The same applies to dict and set defaults; linters flag it.',
      ],
      criteria: ['py-correctness', 'py-idioms', 'py-testing'],
    },
    {
      id: 'py-pandas-groupby',
      prompt:
        'In pandas, compute revenue per customer per month from an orders frame with order_ts and amount, and keep months with zero revenue.',
      outline: [
        'Derive a month column (dt.to_period("M")) and groupby([customer, month]).amount.sum().',
        'Zero months need a full index: unstack(fill_value=0) or reindex over a MultiIndex product.',
        'Check dtypes: parse timestamps with a timezone policy, amounts as decimals or floats knowingly.',
      ],
      criteria: ['py-idioms', 'py-edge-cases', 'py-correctness'],
    },
    {
      id: 'py-pandas-merge-pitfalls',
      prompt:
        'A pandas merge silently produced more rows than the left frame. Why, and how do you guard against it?',
      outline: [
        'Duplicate keys on the right side produce one row per match (many-to-many).',
        'Use validate="one_to_one" or "many_to_one" in merge, and check key uniqueness first.',
        'Indicator=True shows unmatched rows; assert row counts in tests.',
      ],
      criteria: ['py-edge-cases', 'py-testing', 'py-correctness'],
    },
    {
      id: 'py-dict-vs-list-lookup',
      prompt:
        'Why is checking membership in a set faster than in a list? When does it matter in data code?',
      outline: [
        'Sets and dicts hash: average O(1) lookups; a list scans O(n).',
        'Inside a loop over n rows a list lookup makes the job O(n·m).',
        'Build the set once outside the loop; values must be hashable.',
      ],
      criteria: ['py-complexity', 'py-idioms', 'py-correctness'],
    },
    {
      id: 'py-testing-transforms',
      prompt:
        'How would you unit-test a function that cleans raw user records before loading them?',
      outline: [
        'Small hand-written fixtures for each rule: trimming, casing, invalid e-mails, duplicates.',
        'pytest parametrize for many cases; one assertion of intent per test.',
        'Property-style checks (idempotent: clean(clean(x)) == clean(x)) and a test for empty input.',
      ],
      criteria: ['py-testing', 'py-edge-cases', 'py-correctness'],
    },
    {
      id: 'py-flatten-nested',
      prompt:
        'Flatten nested JSON like {"a": {"b": 1}, "c": [1, 2]} into dotted keys. What decisions do you have to make?',
      outline: [
        'Recursive walk building "a.b"; decide how lists are represented (index keys or kept as values).',
        'Key collisions ("a.b" literal vs nested) and very deep nesting (recursion limit).',
        'Keep types; do not stringify numbers or None.',
      ],
      criteria: ['py-correctness', 'py-edge-cases', 'py-idioms'],
    },
    {
      id: 'py-gil-concurrency',
      prompt:
        'You need to call a slow HTTP API 10,000 times and also parse large files. Threads, processes or asyncio?',
      outline: [
        'I/O-bound calls: asyncio or a thread pool (the GIL is released while waiting).',
        'CPU-bound parsing: multiprocessing or a native library that releases the GIL.',
        'Bound the concurrency, respect rate limits, retry with backoff.',
      ],
      criteria: ['py-complexity', 'py-idioms', 'py-edge-cases'],
    },
    {
      id: 'py-dates-timezones',
      prompt:
        'Events arrive with timestamps from devices in many time zones. How do you store and aggregate them by day?',
      outline: [
        'Parse into timezone-aware datetimes and store UTC.',
        'Decide which "day" the business means (user local day vs UTC day) and convert for that report only.',
        'DST gaps and overlaps, and naive timestamps without offset, need explicit rules.',
      ],
      criteria: ['py-edge-cases', 'py-correctness', 'py-testing'],
    },
    {
      id: 'py-float-money',
      prompt: 'Why might sum([0.1] * 10) != 1.0, and how do you handle money in Python data code?',
      outline: [
        'Binary floats cannot represent 0.1 exactly; errors accumulate.',
        'Use decimal.Decimal or integer cents for money; compare floats with a tolerance (math.isclose).',
        'Be explicit about rounding mode at the reporting boundary.',
      ],
      criteria: ['py-correctness', 'py-edge-cases', 'py-idioms'],
    },
    {
      id: 'py-top-k-stream',
      prompt:
        'Find the 10 most frequent product ids in a stream too big to sort. Describe your approach and its cost.',
      outline: [
        'Counter over the stream if distinct ids fit in memory; heapq.nlargest(10, counts.items()).',
        'If ids do not fit: approximate with Count-Min Sketch / space-saving, or shard by hash and merge.',
        'O(n) counting plus O(d log k) for the heap.',
      ],
      criteria: ['py-complexity', 'py-idioms', 'py-correctness'],
    },
    {
      id: 'py-validate-schema',
      prompt: 'How do you validate records from an external API before they enter your pipeline?',
      outline: [
        'Declare the schema (pydantic, pandera, or dataclasses with checks) and validate at the boundary.',
        'Route invalid rows to a quarantine table with the reason instead of failing the whole batch silently.',
        'Track the rejection rate and alert when it jumps.',
      ],
      criteria: ['py-edge-cases', 'py-testing', 'py-idioms'],
    },
  ],
};
