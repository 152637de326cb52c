import type { SqlProblemInput } from '../../problem-schema.ts';

export const problem: SqlProblemInput = {
  id: 'mutual-follows',
  language: 'sql',
  title: 'Mutual Follows',
  topic: 'Joins',
  difficulty: 'Medium',
  description:
    '`follows(follower_id, followee_id)` may contain the same follow more than once. Return each pair of users who follow **each other** once, as `user_a` (the smaller id) and `user_b` (the larger), sorted by user_a, then user_b. Following yourself does not count.',
  constraints: ['Columns: user_a, user_b', 'Order: user_a, then user_b', 'user_a < user_b'],
  hints: [
    'Join the table to itself: `f1.follower_id = f2.followee_id AND f1.followee_id = f2.follower_id`.',
    'Keep one direction with `f1.follower_id < f1.followee_id`, and DISTINCT removes repeated follows.',
  ],
  schema: `CREATE TABLE follows (
  follower_id INTEGER NOT NULL,
  followee_id INTEGER NOT NULL
);`,
  seed: 'INSERT INTO follows VALUES (1, 2), (2, 1), (1, 3), (3, 4), (4, 3), (2, 3);',
  orderMatters: true,
  starterCode: `SELECT follower_id AS user_a, followee_id AS user_b
FROM follows;
`,
  solution: `SELECT DISTINCT f1.follower_id AS user_a, f1.followee_id AS user_b
FROM follows AS f1
JOIN follows AS f2
  ON f2.follower_id = f1.followee_id AND f2.followee_id = f1.follower_id
WHERE f1.follower_id < f1.followee_id
ORDER BY user_a, user_b;
`,
  wrongSolutions: [
    {
      mistake: 'keeps both directions of each pair',
      code: `SELECT DISTINCT f1.follower_id AS user_a, f1.followee_id AS user_b
FROM follows AS f1 JOIN follows AS f2 ON f2.follower_id = f1.followee_id AND f2.followee_id = f1.follower_id
ORDER BY user_a, user_b;
`,
    },
    {
      mistake: 'forgets DISTINCT, repeating duplicated follows',
      code: `SELECT f1.follower_id AS user_a, f1.followee_id AS user_b
FROM follows AS f1 JOIN follows AS f2 ON f2.follower_id = f1.followee_id AND f2.followee_id = f1.follower_id
WHERE f1.follower_id < f1.followee_id ORDER BY user_a, user_b;
`,
    },
    {
      mistake: 'counts self-follows as mutual (<= instead of <)',
      code: `SELECT DISTINCT f1.follower_id AS user_a, f1.followee_id AS user_b
FROM follows AS f1 JOIN follows AS f2 ON f2.follower_id = f1.followee_id AND f2.followee_id = f1.follower_id
WHERE f1.follower_id <= f1.followee_id ORDER BY user_a, user_b;
`,
    },
  ],
  tests: [
    {
      name: 'Example data',
      hidden: false,
      expected: {
        columns: ['user_a', 'user_b'],
        rows: [
          [1, 2],
          [3, 4],
        ],
      },
    },
    {
      name: 'A follow recorded twice',
      seed: 'INSERT INTO follows VALUES (5, 6), (5, 6), (6, 5);',
      expected: {
        columns: ['user_a', 'user_b'],
        rows: [[5, 6]],
      },
    },
    {
      name: 'Someone follows themselves',
      seed: 'INSERT INTO follows VALUES (7, 7), (7, 8), (8, 7);',
      expected: {
        columns: ['user_a', 'user_b'],
        rows: [[7, 8]],
      },
    },
    {
      name: 'No mutual follows',
      seed: 'INSERT INTO follows VALUES (1, 2), (2, 3), (3, 1);',
      expected: {
        columns: ['user_a', 'user_b'],
        rows: [],
      },
    },
    {
      name: 'Empty table',
      seed: '',
      expected: {
        columns: ['user_a', 'user_b'],
        rows: [],
      },
    },
    {
      name: 'Only the reverse direction stored first',
      seed: 'INSERT INTO follows VALUES (9, 3), (3, 9), (10, 2), (2, 10);',
      expected: {
        columns: ['user_a', 'user_b'],
        rows: [
          [2, 10],
          [3, 9],
        ],
      },
    },
    {
      name: 'Many pairs, inserted unsorted',
      seed: 'INSERT INTO follows VALUES (4, 1), (1, 4), (3, 2), (2, 3), (2, 2);',
      expected: {
        columns: ['user_a', 'user_b'],
        rows: [
          [1, 4],
          [2, 3],
        ],
      },
    },
  ],
};
