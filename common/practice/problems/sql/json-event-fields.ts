import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'json-event-fields',
  language: 'sql',
  title: 'Fields from JSON Payloads',
  topic: 'JSON',
  difficulty: 'Easy',
  description:
    '`events.payload` is JSON text like `{"user": {"id": 7}, "action": "click", "value": 2.5}`. Return `event_id`, `user_id` (from `user.id`), `action` and `value` for every event whose payload is **valid JSON**, sorted by event_id. Missing fields are NULL.',
  constraints: ['Columns: event_id, user_id, action, value', 'Order: event_id ascending'],
  hints: [
    "`json_extract(payload, '$.user.id')` reads a nested field; it returns NULL when the path is missing.",
    '`json_extract` raises an error on malformed JSON: filter with `json_valid(payload)` first.',
  ],
  schema: `CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  payload TEXT
);`,
  seed: `INSERT INTO events VALUES (1, '{"user": {"id": 7}, "action": "click", "value": 2.5}'),
  (2, '{"user": {"id": 8}, "action": "view"}'), (3, 'not json');`,
  orderMatters: true,
  starterCode: `SELECT id AS event_id, payload
FROM events;
`,
  solution: `SELECT id AS event_id,
       json_extract(payload, '$.user.id') AS user_id,
       json_extract(payload, '$.action') AS action,
       json_extract(payload, '$.value') AS value
FROM events
WHERE json_valid(payload)
ORDER BY id;
`,
  wrongSolutions: [
    {
      mistake: 'reads user_id from the top level',
      code: `SELECT id AS event_id, json_extract(payload, '$.user_id') AS user_id, json_extract(payload, '$.action') AS action, json_extract(payload, '$.value') AS value
FROM events WHERE json_valid(payload) ORDER BY id;
`,
    },
    {
      mistake: 'uses -> which keeps JSON quoting on text',
      code: `SELECT id AS event_id, payload -> '$.user.id' AS user_id, payload -> '$.action' AS action, payload -> '$.value' AS value
FROM events WHERE json_valid(payload) ORDER BY id;
`,
    },
    {
      mistake: 'drops events with a missing field',
      code: `SELECT id AS event_id, json_extract(payload, '$.user.id') AS user_id, json_extract(payload, '$.action') AS action, json_extract(payload, '$.value') AS value
FROM events WHERE json_valid(payload) AND json_extract(payload, '$.value') IS NOT NULL ORDER BY id;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['event_id', 'user_id', 'action', 'value'],
        rows: [
          [1, 7, 'click', 2.5],
          [2, 8, 'view', null],
        ],
      },
    },
    {
      name: 'A NULL payload',
      seed: 'INSERT INTO events VALUES (1, NULL), (2, \'{"action": "x"}\');',
      expected: {
        columns: ['event_id', 'user_id', 'action', 'value'],
        rows: [[2, null, 'x', null]],
      },
    },
    {
      name: 'Numbers stay numbers',
      seed: 'INSERT INTO events VALUES (1, \'{"user": {"id": 1}, "action": "buy", "value": 10}\'), (2, \'{"user": {"id": 2}, "action": "buy", "value": 0.1}\');',
      expected: {
        columns: ['event_id', 'user_id', 'action', 'value'],
        rows: [
          [1, 1, 'buy', 10],
          [2, 2, 'buy', 0.1],
        ],
      },
    },
    {
      name: 'No events',
      seed: '',
      expected: {
        columns: ['event_id', 'user_id', 'action', 'value'],
        rows: [],
      },
    },
    {
      name: 'Only malformed payloads',
      seed: "INSERT INTO events VALUES (1, '{broken'), (2, '');",
      expected: {
        columns: ['event_id', 'user_id', 'action', 'value'],
        rows: [],
      },
    },
    {
      name: 'Extra and reordered fields',
      seed: 'INSERT INTO events VALUES (1, \'{"value": 3, "extra": [1,2], "user": {"id": 5, "name": "Ann"}, "action": "tap"}\');',
      expected: {
        columns: ['event_id', 'user_id', 'action', 'value'],
        rows: [[1, 5, 'tap', 3]],
      },
    },
    {
      name: 'A JSON null value',
      seed: 'INSERT INTO events VALUES (1, \'{"user": null, "action": null, "value": null}\'), (2, \'{"user": {"id": 3}, "action": "go", "value": -1}\');',
      expected: {
        columns: ['event_id', 'user_id', 'action', 'value'],
        rows: [
          [1, null, null, null],
          [2, 3, 'go', -1],
        ],
      },
    },
  ],
};
