# Mistake: swaps only the root's children
def invert_tree(root):
    if root:
        root.left, root.right = root.right, root.left
    return root
