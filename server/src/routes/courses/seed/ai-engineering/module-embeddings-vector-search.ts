import { para } from '../paragraph-builders.ts';
import type { SeedModule } from '../curriculum-types.ts';

export const embeddingsVectorSearchModule: SeedModule = {
  id: 'ai-embeddings-vector-search',
  title: 'Embeddings and Vector Search',
  blurb:
    'Representing meaning as vectors, measuring similarity, approximate nearest-neighbour indexes, vector search in PostgreSQL and hybrid search.',
  lessons: [
    {
      id: 'ai-embeddings-basics',
      title: 'Embeddings and similarity',
      description:
        'What an embedding is, cosine similarity versus dot product, and the properties that make embeddings useful for search.',
      paragraphs: [
        para.text(
          'Meaning as coordinates',
          `An embedding model maps a piece of text to a fixed-length vector of floats, for example
          768 or 1,536 dimensions, trained so that texts with similar meaning land close together.
          "How do I reset my password?" and "forgot login credentials" share no words but have
          nearby embeddings; keyword search would miss the match. Embeddings also exist for images,
          audio and code, and multimodal models place different modalities in one shared space.`,
        ),
        para.code(
          'Cosine similarity from scratch',
          'python',
          `
          import numpy as np

          def normalize(vectors: np.ndarray) -> np.ndarray:
              return vectors / np.linalg.norm(vectors, axis=-1, keepdims=True)

          def top_k(query_vec, doc_vecs, k=5):
              q = normalize(query_vec)
              d = normalize(doc_vecs)
              scores = d @ q                       # cosine similarity for unit vectors
              best = np.argpartition(-scores, k)[:k]
              return best[np.argsort(-scores[best])], scores

          # doc_vecs: (n_docs, dim) from the same embedding model as query_vec: (dim,)
          `,
        ),
        para.list('Similarity measures', [
          'Cosine similarity compares direction and ignores length; it ranges from -1 to 1.',
          'Dot product equals cosine similarity when vectors are normalized to unit length, and is cheaper; many models already return normalized vectors.',
          'Euclidean (L2) distance ranks normalized vectors in the same order as cosine similarity.',
          'Use the measure the embedding model was trained with, as stated in its documentation.',
        ]),
        para.list('Practical rules', [
          'Queries and documents must be embedded by the same model and version; vectors from different models are not comparable. Changing models means re-embedding everything.',
          'Some models expect different prefixes or modes for queries and documents (for example "query: " and "passage: "); follow the model card.',
          'Similarity scores are relative: a cosine of 0.8 is not a universal "relevant" threshold. Calibrate thresholds on your own labelled examples.',
          'Embed the text a user would search for; titles, headings and a short summary often embed better than raw boilerplate-heavy text.',
          'Store the model name and version next to every vector.',
        ]),
      ],
    },
    {
      id: 'ai-embeddings-ann-indexes',
      title: 'Approximate nearest-neighbour indexes',
      description:
        'Why exact search stops scaling and how HNSW, IVF and product quantization trade a little recall for a lot of speed.',
      paragraphs: [
        para.text(
          'Exact search',
          `Comparing a query with every stored vector (a flat or brute-force index) is exact and,
          thanks to fast matrix multiplication, perfectly fine up to perhaps a few hundred thousand
          vectors. Beyond that, latency grows linearly with the collection and approximate nearest
          neighbour (ANN) indexes take over: they examine a small fraction of vectors and usually,
          not always, find the true nearest ones.`,
        ),
        para.list('Common index families', [
          'HNSW (hierarchical navigable small world): a multi-layer graph in which each vector links to near neighbours; search greedily walks the graph from a coarse top layer down. Fast and high-recall, memory-hungry, slower to build. Parameters: M (links per node), ef_construction (build effort), ef_search (query effort).',
          'IVF (inverted file): vectors are clustered with k-means into lists; a query searches only the nprobe lists whose centroids are closest. Cheaper to build and smaller, recall depends on nprobe.',
          'Product quantization (PQ): compresses each vector into a few bytes by quantizing sub-vectors, cutting memory by 10-50 times at some accuracy cost; often combined with IVF (IVF-PQ) and followed by exact re-scoring of the top candidates.',
        ]),
        para.text(
          'Measure recall',
          `The quality of an ANN index is its recall@k: the fraction of the true k nearest
          neighbours (found by exact search) that the index returns. Build a sample of a few
          hundred queries, compute exact results once, then tune the query-time parameter
          (ef_search or nprobe) until recall is acceptable, typically 0.95 or more, and check the
          latency at that setting. Recall of the index is not the same as relevance of the results,
          which depends on the embedding model and is evaluated separately.`,
        ),
        para.code(
          'Measuring recall@10 of an ANN index',
          'python',
          `
          import numpy as np

          def recall_at_k(exact_ids: np.ndarray, ann_ids: np.ndarray, k: int = 10) -> float:
              """exact_ids, ann_ids: (n_queries, >=k) arrays of neighbour ids."""
              hits = [len(set(e[:k]) & set(a[:k])) for e, a in zip(exact_ids, ann_ids)]
              return float(np.mean(hits)) / k
          `,
        ),
        para.text(
          'Filtering and updates',
          `Real queries add filters: only this tenant's documents, only documents the user may
          see, only the last year. Filtering after the ANN search can return too few results when
          the filter is selective; filtering before it can defeat the index. Vector databases
          offer filtered search strategies, and for strict multi-tenancy a separate index or
          partition per tenant is simplest. Also plan for deletes and updates: graph indexes handle
          them less gracefully than inserts and may need periodic rebuilds.`,
        ),
      ],
    },
    {
      id: 'ai-embeddings-pgvector',
      title: 'Vector search in PostgreSQL with pgvector',
      description:
        'Storing embeddings next to your data, building HNSW indexes, and combining similarity with ordinary SQL filters.',
      paragraphs: [
        para.text(
          'Why start with PostgreSQL',
          `If your documents and permissions already live in PostgreSQL, the pgvector extension
          lets you store vectors in the same rows and query them with SQL: one system to back up,
          transactional consistency between a document and its embedding, and joins with
          everything else. Dedicated vector databases become attractive at very large scale or
          when you need their specialised features.`,
        ),
        para.code(
          'Schema, index and query',
          'sql',
          `
          CREATE EXTENSION IF NOT EXISTS vector;

          CREATE TABLE doc_chunks (
            id           bigserial PRIMARY KEY,
            document_id  bigint NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            tenant_id    bigint NOT NULL,
            content      text NOT NULL,
            embedding    vector(1536) NOT NULL,
            model        text NOT NULL
          );

          -- HNSW index for cosine distance (operator <=>).
          CREATE INDEX doc_chunks_embedding_idx ON doc_chunks
            USING hnsw (embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64);

          -- Nearest chunks for one tenant. $1 is the query embedding.
          SET hnsw.ef_search = 100;
          SELECT id, document_id, content, 1 - (embedding <=> $1) AS cosine_similarity
          FROM doc_chunks
          WHERE tenant_id = 42
          ORDER BY embedding <=> $1
          LIMIT 10;
          `,
        ),
        para.code(
          'Writing and querying from Python',
          'python',
          `
          import numpy as np
          import psycopg
          from pgvector.psycopg import register_vector

          conn = psycopg.connect("postgresql://app@localhost/knowledge", autocommit=True)
          register_vector(conn)                      # lets numpy arrays map to the vector type

          def index_chunk(document_id, tenant_id, text, embed):
              vec = np.asarray(embed(text), dtype=np.float32)
              conn.execute(
                  "INSERT INTO doc_chunks (document_id, tenant_id, content, embedding, model) "
                  "VALUES (%s, %s, %s, %s, %s)",
                  (document_id, tenant_id, text, vec, "text-embedding-3-small"),
              )

          def search(question, tenant_id, embed, k=10):
              q = np.asarray(embed(question), dtype=np.float32)
              return conn.execute(
                  "SELECT id, content, 1 - (embedding <=> %s) AS score FROM doc_chunks "
                  "WHERE tenant_id = %s ORDER BY embedding <=> %s LIMIT %s",
                  (q, tenant_id, q, k),
              ).fetchall()
          `,
        ),
        para.list('pgvector details worth knowing', [
          'Operators: <-> is L2 distance, <=> cosine distance (1 minus cosine similarity), <#> negative inner product. The index operator class must match the operator in ORDER BY or the index is not used.',
          'The index is only used for ORDER BY distance with a LIMIT; check with EXPLAIN.',
          'With a selective WHERE filter, the HNSW scan may return fewer than LIMIT rows because filtering happens after the approximate search; pgvector 0.8 added iterative index scans (hnsw.iterative_scan) to keep searching. A partial index or partitioning per tenant is another fix.',
          'HNSW builds are much faster when maintenance_work_mem is large enough to hold the graph.',
          'halfvec stores 16-bit floats, halving storage with little loss in recall.',
        ]),
      ],
    },
    {
      id: 'ai-embeddings-hybrid-search',
      title: 'Hybrid search: keywords plus vectors',
      description:
        'Where dense retrieval fails, BM25 keyword search, and merging both rankings with reciprocal rank fusion.',
      paragraphs: [
        para.text(
          'Where embeddings fail',
          `Dense embeddings excel at paraphrases but are weak at exact tokens: error codes
          (ORA-01555), product SKUs, names, version numbers and rare jargon. A keyword engine
          ranking with BM25, which scores documents by term frequency weighted by how rare each
          term is across the collection, finds those exact matches reliably but misses
          paraphrases. Combining the two, hybrid search, is a robust default for retrieval.`,
        ),
        para.code(
          'Reciprocal rank fusion',
          'python',
          `
          from collections import defaultdict

          def reciprocal_rank_fusion(rankings: list[list[str]], k: int = 60, top_n: int = 10) -> list[str]:
              """Each ranking is a list of document ids, best first. Scores depend only on ranks,
              so keyword scores and cosine similarities never need to be put on one scale."""
              scores: dict[str, float] = defaultdict(float)
              for ranking in rankings:
                  for rank, doc_id in enumerate(ranking, start=1):
                      scores[doc_id] += 1.0 / (k + rank)
              return sorted(scores, key=scores.get, reverse=True)[:top_n]

          keyword_hits = ["d7", "d2", "d9", "d4"]    # from BM25
          vector_hits  = ["d2", "d5", "d7", "d1"]    # from the vector index
          print(reciprocal_rank_fusion([keyword_hits, vector_hits]))   # d2 and d7 rise to the top
          `,
        ),
        para.code(
          'Keyword side in PostgreSQL full-text search',
          'sql',
          `
          ALTER TABLE doc_chunks ADD COLUMN tsv tsvector
            GENERATED ALWAYS AS (to_tsvector('english', content)) STORED;
          CREATE INDEX doc_chunks_tsv_idx ON doc_chunks USING gin (tsv);

          SELECT id, ts_rank_cd(tsv, query) AS rank
          FROM doc_chunks, websearch_to_tsquery('english', 'ORA-01555 snapshot too old') AS query
          WHERE tsv @@ query
          ORDER BY rank DESC
          LIMIT 20;
          `,
        ),
        para.text(
          'Putting it together',
          `Retrieve 20 to 50 candidates from each method, fuse them with RRF, then optionally rerank
          the fused list with a cross-encoder (covered in the RAG module) and keep the best few for
          the prompt. PostgreSQL's ts_rank is not true BM25; dedicated search engines and some
          extensions provide BM25 proper, but the fusion pattern is identical.`,
        ),
      ],
    },
  ],
};
