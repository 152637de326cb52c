# Mistake: swaps in two steps and loses a subtree
def invert_tree(root):
    if root is None:
        return None
    root.left = invert_tree(root.right)
    root.right = invert_tree(root.left)
    return root
