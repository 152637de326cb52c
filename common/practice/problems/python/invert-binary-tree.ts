/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'invert-binary-tree',
  language: 'python',
  title: 'Invert Binary Tree',
  topic: 'Trees',
  difficulty: 'Easy',
  description: `Given the \`root\` of a binary tree, invert the tree (mirror it left to right) and return its root.

\`TreeNode\` is provided (\`TreeNode(val=0, left=None, right=None)\`). Tests write trees in level order with \`None\` for missing children: \`[4, 2, 7, 1, 3]\` is 4 with children 2 and 7, and 2 has children 1 and 3.`,
  constraints: ['0 <= number of nodes <= 100', '-100 <= node.val <= 100'],
  hints: [
    'Inverting a tree means inverting both subtrees and then swapping them.',
    'Recursion: `root.left, root.right = invert_tree(root.right), invert_tree(root.left)`.',
  ],
  entryPoint: 'invert_tree',
  params: [{ name: 'root', kind: 'tree' }],
  returns: 'tree',
  starterCode: `from typing import Optional

# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right


def invert_tree(root: Optional[TreeNode]) -> Optional[TreeNode]:
    # Mirror the tree and return its root.
    pass
`,
  solution: `from typing import Optional


def invert_tree(root: Optional[TreeNode]) -> Optional[TreeNode]:
    if root is None:
        return None
    root.left, root.right = invert_tree(root.right), invert_tree(root.left)
    return root
`,
  solutionNotes: 'Each node is visited once: O(n) time, O(h) stack for a tree of height h.',
  wrongSolutions: [
    {
      mistake: "swaps only the root's children",
      code: `def invert_tree(root):
    if root:
        root.left, root.right = root.right, root.left
    return root
`,
    },
    {
      mistake: 'returns a new root but forgets the subtrees',
      code: `def invert_tree(root):
    if root is None:
        return None
    return TreeNode(root.val, root.right and TreeNode(root.right.val), root.left and TreeNode(root.left.val))
`,
    },
    {
      mistake: 'swaps in two steps and loses a subtree',
      code: `def invert_tree(root):
    if root is None:
        return None
    root.left = invert_tree(root.right)
    root.right = invert_tree(root.left)
    return root
`,
    },
  ],
  tests: [
    { args: [[4, 2, 7, 1, 3, 6, 9]], expected: [4, 7, 2, 9, 6, 3, 1], hidden: false },
    { args: [[2, 1, 3]], expected: [2, 3, 1], hidden: false },
    { args: [[]], expected: [] },
    { args: [[1]], expected: [1] },
    { args: [[1, 2]], expected: [1, null, 2] },
    { args: [[1, null, 2, null, 3]], expected: [1, 2, null, 3] },
    { args: [[5, 3, 8, 1, null, 7, 9]], expected: [5, 8, 3, 9, 7, null, 1] },
    { args: [[1, 2, null, 3]], expected: [1, null, 2, null, 3] },
    { args: [[5, 4, 8, 11, null, 13, 4]], expected: [5, 8, 4, 4, 13, null, 11] },
    { args: [[0, null, 1, null, 2]], expected: [0, 1, null, 2] },
  ],
};
