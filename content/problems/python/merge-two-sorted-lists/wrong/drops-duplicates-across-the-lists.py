# Mistake: drops duplicates across the lists
def merge_two_lists(list1, list2):
    values = []
    for node in (list1, list2):
        while node:
            values.append(node.val)
            node = node.next
    head = None
    for v in sorted(set(values), reverse=True):
        head = ListNode(v, head)
    return head
