/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'cosine-top-k',
  language: 'python',
  title: 'Nearest Embeddings by Cosine Similarity',
  topic: 'Feature Engineering',
  difficulty: 'Medium',
  description: `Retrieval for an AI assistant: given document embeddings \`vectors\` (lists of floats, all the same length) and a \`query\` embedding, return the indices of the \`k\` documents most similar to the query by cosine similarity, most similar first; ties go to the smaller index.

The similarity involving a zero vector is \`0.0\`. If \`k\` exceeds the number of documents, return them all.`,
  constraints: ['0 <= len(vectors) <= 10^4', '1 <= dimension <= 512', '1 <= k'],
  hints: [
    'cos(a, b) = dot(a, b) / (|a| · |b|); compute the query norm once.',
    'Sort by `(-similarity, index)`. Note that cosine similarity can be negative.',
  ],
  entryPoint: 'top_k_similar',
  params: [{ name: 'vectors' }, { name: 'query' }, { name: 'k' }],
  starterCode: `from typing import List


def top_k_similar(vectors: List[List[float]], query: List[float], k: int) -> List[int]:
    pass
`,
  solution: `import math
from typing import List


def top_k_similar(vectors: List[List[float]], query: List[float], k: int) -> List[int]:
    query_norm = math.sqrt(sum(x * x for x in query))
    scored = []
    for index, vector in enumerate(vectors):
        norm = math.sqrt(sum(x * x for x in vector))
        if norm == 0 or query_norm == 0:
            similarity = 0.0
        else:
            similarity = sum(a * b for a, b in zip(vector, query)) / (norm * query_norm)
        scored.append((-similarity, index))
    scored.sort()
    return [index for _, index in scored[:k]]
`,
  wrongSolutions: [
    {
      mistake: 'ranks by dot product (ignores vector length)',
      code: `def top_k_similar(vectors, query, k):
    s = sorted((-sum(a * b for a, b in zip(v, query)), i) for i, v in enumerate(vectors))
    return [i for _, i in s[:k]]
`,
    },
    {
      mistake: 'ranks by absolute similarity, so opposite vectors rank high',
      code: `import math
def top_k_similar(vectors, query, k):
    qn = math.sqrt(sum(x * x for x in query))
    s = []
    for i, v in enumerate(vectors):
        n = math.sqrt(sum(x * x for x in v))
        sim = 0.0 if n == 0 or qn == 0 else sum(a * b for a, b in zip(v, query)) / (n * qn)
        s.append((-abs(sim), i))
    return [i for _, i in sorted(s)[:k]]
`,
    },
    {
      mistake: 'ties go to the larger index',
      code: `import math
def top_k_similar(vectors, query, k):
    qn = math.sqrt(sum(x * x for x in query))
    s = []
    for i, v in enumerate(vectors):
        n = math.sqrt(sum(x * x for x in v))
        sim = 0.0 if n == 0 or qn == 0 else sum(a * b for a, b in zip(v, query)) / (n * qn)
        s.append((sim, i))
    return [i for _, i in sorted(s, reverse=True)[:k]]
`,
    },
  ],
  tests: [
    {
      args: [
        [
          [1, 0],
          [0, 1],
          [1, 1],
        ],
        [1, 0.1],
        2,
      ],
      expected: [0, 2],
      hidden: false,
    },
    { args: [[[1, 2, 3]], [0, 0, 0], 3], expected: [0], hidden: false },
    { args: [[], [1, 0], 2], expected: [] },
    {
      args: [
        [
          [10, 0],
          [1, 0.5],
        ],
        [1, 0.6],
        1,
      ],
      expected: [1],
    },
    {
      args: [
        [
          [-1, 0],
          [0, 1],
          [0.5, 0.5],
        ],
        [1, 0],
        3,
      ],
      expected: [2, 1, 0],
    },
    {
      args: [
        [
          [2, 0],
          [1, 0],
          [3, 0],
        ],
        [1, 0],
        2,
      ],
      expected: [0, 1],
    },
    {
      args: [
        [
          [0, 0],
          [-1, -1],
          [1, -1],
        ],
        [1, 1],
        3,
      ],
      expected: [0, 2, 1],
    },
    {
      args: [
        [
          [1, 0, 0],
          [0, 1, 0],
          [0, 0, 1],
        ],
        [0.2, 0.9, 0.1],
        1,
      ],
      expected: [1],
    },
    {
      args: [
        [
          [1, 1],
          [2, 2],
          [-5, -5],
        ],
        [3, 3],
        2,
      ],
      expected: [0, 1],
    },
    {
      args: [
        [
          [0.1, 0.2],
          [100, 200],
          [0, -1],
        ],
        [1, 2],
        5,
      ],
      expected: [1, 0, 2],
    },
  ],
};
