# Mistake: returns a new root but forgets the subtrees
def invert_tree(root):
    if root is None:
        return None
    return TreeNode(root.val, root.right and TreeNode(root.right.val), root.left and TreeNode(root.left.val))
