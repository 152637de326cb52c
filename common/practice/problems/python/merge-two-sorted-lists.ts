/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'merge-two-sorted-lists',
  language: 'python',
  title: 'Merge Two Sorted Lists',
  topic: 'Linked Lists',
  difficulty: 'Easy',
  description: `You are given the heads of two sorted linked lists, \`list1\` and \`list2\`. Merge them into one sorted list made by splicing together the nodes of the two lists, and return its head.

\`ListNode\` is provided (\`ListNode(val=0, next=None)\`). Tests write linked lists as Python lists: \`[1, 2, 4]\` is 1 → 2 → 4, and \`[]\` is \`None\`.`,
  constraints: [
    '0 <= number of nodes in each list <= 50',
    '-100 <= node.val <= 100',
    'Both lists are sorted in non-decreasing order',
  ],
  hints: [
    'A dummy head node removes the special case of an empty result.',
    'Repeatedly attach the smaller of the two current nodes, then attach whatever remains.',
  ],
  entryPoint: 'merge_two_lists',
  params: [
    { name: 'list1', kind: 'linked_list' },
    { name: 'list2', kind: 'linked_list' },
  ],
  returns: 'linked_list',
  starterCode: `from typing import Optional

# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next


def merge_two_lists(list1: Optional[ListNode], list2: Optional[ListNode]) -> Optional[ListNode]:
    # Return the head of the merged sorted list.
    pass
`,
  solution: `from typing import Optional


def merge_two_lists(list1: Optional[ListNode], list2: Optional[ListNode]) -> Optional[ListNode]:
    dummy = tail = ListNode()
    while list1 and list2:
        if list1.val <= list2.val:
            tail.next, list1 = list1, list1.next
        else:
            tail.next, list2 = list2, list2.next
        tail = tail.next
    tail.next = list1 or list2
    return dummy.next
`,
  solutionNotes: 'Splice nodes behind a dummy head: O(n + m) time, O(1) extra space.',
  wrongSolutions: [
    {
      mistake: 'drops the rest of the longer list',
      code: `def merge_two_lists(list1, list2):
    dummy = tail = ListNode()
    while list1 and list2:
        if list1.val <= list2.val:
            tail.next, list1 = list1, list1.next
        else:
            tail.next, list2 = list2, list2.next
        tail = tail.next
    tail.next = None
    return dummy.next
`,
    },
    {
      mistake: 'appends list2 after list1 without merging',
      code: `def merge_two_lists(list1, list2):
    if list1 is None:
        return list2
    node = list1
    while node.next:
        node = node.next
    node.next = list2
    return list1
`,
    },
    {
      mistake: 'drops duplicates across the lists',
      code: `def merge_two_lists(list1, list2):
    values = []
    for node in (list1, list2):
        while node:
            values.append(node.val)
            node = node.next
    head = None
    for v in sorted(set(values), reverse=True):
        head = ListNode(v, head)
    return head
`,
    },
  ],
  tests: [
    {
      args: [
        [1, 2, 4],
        [1, 3, 4],
      ],
      expected: [1, 1, 2, 3, 4, 4],
      hidden: false,
    },
    { args: [[], [0]], expected: [0], hidden: false },
    { args: [[], []], expected: [] },
    { args: [[5], []], expected: [5] },
    {
      args: [
        [-3, 0, 7],
        [-5, 8, 9, 10],
      ],
      expected: [-5, -3, 0, 7, 8, 9, 10],
    },
    {
      args: [
        [2, 2, 2],
        [2, 2],
      ],
      expected: [2, 2, 2, 2, 2],
    },
    {
      args: [
        [1, 2, 3],
        [4, 5, 6],
      ],
      expected: [1, 2, 3, 4, 5, 6],
    },
    {
      args: [
        [1, 5],
        [2, 3, 4, 6],
      ],
      expected: [1, 2, 3, 4, 5, 6],
    },
    { args: [[0], []], expected: [0] },
    { args: [[-1, -1], [-1]], expected: [-1, -1, -1] },
  ],
};
