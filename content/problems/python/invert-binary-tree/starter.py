from typing import Optional

# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right


def invert_tree(root: Optional[TreeNode]) -> Optional[TreeNode]:
    # Mirror the tree and return its root.
    pass
