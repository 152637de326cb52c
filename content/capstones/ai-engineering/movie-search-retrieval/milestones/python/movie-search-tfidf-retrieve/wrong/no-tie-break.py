# Mistake: keeps tied documents in input order instead of by id
import math
import re


def tokenize(text):
    return re.findall(r"[a-z0-9]+", text.lower())


def retrieve(docs, query, k):
    tokenized = [tokenize(doc["text"]) for doc in docs]
    df = {}
    for tokens in tokenized:
        for term in set(tokens):
            df[term] = df.get(term, 0) + 1
    n = len(docs)
    terms = set(tokenize(query))
    scored = []
    for doc, tokens in zip(docs, tokenized):
        if not tokens:
            continue
        score = 0.0
        for term in terms:
            count = tokens.count(term)
            if count:
                score += count / len(tokens) * (math.log((n + 1) / (df[term] + 1)) + 1)
        if score > 0:
            scored.append((score, doc["id"]))
    scored.sort(key=lambda pair: -pair[0])
    return [doc_id for _, doc_id in scored[:k]]
