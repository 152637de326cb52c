# Mistake: appends list2 after list1 without merging
def merge_two_lists(list1, list2):
    if list1 is None:
        return list2
    node = list1
    while node.next:
        node = node.next
    node.next = list2
    return list1
