# Mistake: takes the second-to-last field, which breaks when the size is missing
def status_classes(lines):
    counts = {}
    for line in lines:
        fields = line.split()
        if len(fields) < 2 or not fields[-2].isdigit():
            continue
        key = fields[-2][0] + "xx"
        counts[key] = counts.get(key, 0) + 1
    return counts
