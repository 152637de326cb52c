def retrieve(docs, query, k):
    # Return the ids of the k best documents for the query.
    return []
