import { para } from '../paragraph-builders.ts';
import type { SeedModule } from '../curriculum-types.ts';

export const servingCostLatencyModule: SeedModule = {
  id: 'ai-serving-cost-latency',
  title: 'Serving, Cost and Latency',
  blurb:
    'Running LLM features in production: where latency comes from, streaming, caching and routing to cut cost, self-hosting throughput, and reliability patterns.',
  lessons: [
    {
      id: 'ai-serving-latency',
      title: 'Anatomy of LLM latency and streaming',
      description:
        'Time to first token, output speed, and why streaming and shorter outputs matter more than most other optimisations.',
      paragraphs: [
        para.list('Where the time goes', [
          'Network and queueing: reaching the provider and waiting for capacity.',
          'Prefill: processing the whole prompt; grows with input length. Together with queueing this sets the time to first token (TTFT).',
          'Decode: generating output one token at a time, at a fairly constant tokens per second for a given model and load.',
          'Total latency is roughly TTFT + output tokens / decode speed. For most applications output length dominates.',
        ]),
        para.text(
          'Streaming',
          `Streaming returns tokens as they are generated (typically as server-sent events), so a
          user starts reading after the time to first token instead of waiting for the full answer.
          The total time is unchanged, but perceived latency drops dramatically. Streaming makes
          output validation harder: validate structured output after the stream completes, or
          stream only the parts meant for people.`,
        ),
        para.code(
          'Streaming and measuring time to first token',
          'python',
          `
          import time
          from openai import OpenAI

          client = OpenAI()   # any OpenAI-compatible endpoint, including local servers

          def stream_answer(messages, model="gpt-4o-mini"):
              started = time.perf_counter()
              first_token_at = None
              parts = []
              stream = client.chat.completions.create(model=model, messages=messages, stream=True)
              for chunk in stream:
                  if not chunk.choices:
                      continue
                  delta = chunk.choices[0].delta.content or ""
                  if delta and first_token_at is None:
                      first_token_at = time.perf_counter()
                  parts.append(delta)
                  yield delta                                    # forward to the client immediately
              total = time.perf_counter() - started
              ttft = (first_token_at or time.perf_counter()) - started
              log_metrics(model=model, ttft_s=ttft, total_s=total, output_chars=sum(map(len, parts)))
          `,
        ),
        para.list('Cutting latency', [
          'Ask for shorter outputs: a tight format and a length limit often halve latency.',
          'Use a smaller, faster model for steps that do not need the biggest one.',
          'Run independent calls in parallel instead of in sequence.',
          'Keep prompts lean and their stable prefix identical across calls so prefix caching applies.',
          'Precompute what you can: summaries, classifications and embeddings of documents at indexing time rather than per request.',
        ]),
      ],
    },
    {
      id: 'ai-serving-cost',
      title: 'Controlling cost: caching and model routing',
      description:
        'Accounting for tokens, exact and semantic caches, prompt caching, and routing easy requests to cheaper models.',
      paragraphs: [
        para.text(
          'Know the unit economics',
          `Log input tokens, output tokens, model and feature for every call, and compute cost per
          request and per active user. A feature that costs 2 cents per request is trivial at 1,000
          requests a day and a budget line at 10 million. The largest levers are usually the amount
          of context you send, the length of the output, the model you pick and how often you can
          avoid a call entirely.`,
        ),
        para.list('Caching layers', [
          'Exact-match cache: key on a hash of (model, prompt, parameters). Free hits for repeated identical requests such as classification of the same text.',
          'Semantic cache: embed the question and reuse a stored answer when a previous question is similar enough. Powerful for FAQ-style traffic, risky when small wording changes alter the meaning; use a strict threshold and scope it per tenant and per document version.',
          'Provider prompt caching: repeated long prefixes (system prompt, few-shot examples, a document) are billed at a discount and processed faster. Put stable content first.',
          'Precomputation: generate once at write time (a summary when a document is saved) instead of at read time.',
        ]),
        para.code(
          'An exact-match cache that is safe to share',
          'python',
          `
          import hashlib
          import json

          def cache_key(model: str, messages: list[dict], **params) -> str:
              payload = json.dumps({"model": model, "messages": messages, "params": params}, sort_keys=True)
              return "llm:" + hashlib.sha256(payload.encode()).hexdigest()

          def cached_complete(cache, llm, model, messages, ttl_s=86_400, **params):
              if params.get("temperature", 0) > 0:
                  return llm.complete(model=model, messages=messages, **params)   # sampling: do not cache
              key = cache_key(model, messages, **params)
              if (hit := cache.get(key)) is not None:
                  return json.loads(hit)
              result = llm.complete(model=model, messages=messages, **params)
              cache.set(key, json.dumps(result), ex=ttl_s)
              return result
          `,
        ),
        para.text(
          'Model routing and cascades',
          `Most traffic is easy. Routing sends each request to the cheapest model likely to handle
          it: a classifier (or simple rules such as input length and feature) picks the model. A
          cascade tries a cheap model first and escalates to a stronger one when a check fails:
          the output does not validate, the cheap model's confidence is low, or a verifier rejects
          it. Evaluate routes on your test set: the goal is the same quality at a lower average
          cost, not merely a lower cost.`,
        ),
      ],
    },
    {
      id: 'ai-serving-self-hosting',
      title: 'Self-hosting models: batching, quantization and GPU memory',
      description:
        'What determines throughput on your own GPUs: KV cache memory, continuous batching, quantization and serving engines such as vLLM.',
      paragraphs: [
        para.text(
          'Memory is the constraint',
          `A GPU must hold the model weights plus the KV cache of every request in flight. Weights
          take about (parameters x bytes per parameter): an 8-billion-parameter model in 16-bit
          precision needs roughly 16 GB. The KV cache per token is 2 (keys and values) x layers x
          KV heads x head dimension x bytes per value; for a typical 8B model with grouped-query
          attention that is around 128 KB per token in 16-bit, so one 8,000-token request holds
          about 1 GB. The memory left after the weights decides how many concurrent requests fit.`,
        ),
        para.code(
          'Back-of-the-envelope memory maths',
          'python',
          `
          def weights_gb(params_billion: float, bytes_per_param: float) -> float:
              return params_billion * bytes_per_param            # 1e9 params * bytes / 1e9

          def kv_cache_gb(tokens: int, layers: int, kv_heads: int, head_dim: int, bytes_per_value=2) -> float:
              return 2 * layers * kv_heads * head_dim * bytes_per_value * tokens / 1e9

          # A Llama-3-8B-like model: 32 layers, 8 KV heads, head dimension 128.
          print(weights_gb(8, 2))                                # ~16 GB in bf16
          print(weights_gb(8, 0.5))                              # ~4 GB at 4-bit
          print(kv_cache_gb(8_000, layers=32, kv_heads=8, head_dim=128))   # ~1.05 GB per 8k-token sequence
          `,
        ),
        para.list('Techniques serving engines use', [
          'Continuous batching: new requests join the running batch at every decoding step instead of waiting for the whole batch to finish, keeping the GPU busy and raising throughput many times over static batching.',
          'Paged attention (vLLM): the KV cache is stored in fixed-size blocks like virtual memory pages, avoiding fragmentation so more requests fit.',
          'Prefix caching: requests sharing a prompt prefix share its KV cache blocks.',
          'Quantization: storing weights in 8 or 4 bits (for example AWQ, GPTQ, FP8) cuts memory and often raises speed, with a small quality loss that must be measured on your evaluation set.',
          'Speculative decoding: a small draft model proposes several tokens and the large model verifies them in one pass, lowering latency without changing outputs.',
        ]),
        para.code(
          'Serving an open model with an OpenAI-compatible API (vLLM)',
          'bash',
          `
          pip install vllm
          vllm serve Qwen/Qwen2.5-7B-Instruct \\
            --max-model-len 8192 \\
            --gpu-memory-utilization 0.90 \\
            --enable-prefix-caching

          curl http://localhost:8000/v1/chat/completions \\
            -H "Content-Type: application/json" \\
            -d '{"model": "Qwen/Qwen2.5-7B-Instruct", "messages": [{"role": "user", "content": "Explain idempotency in one sentence."}]}'
          `,
        ),
        para.text(
          'Throughput versus latency',
          `Bigger batches raise total tokens per second across users but slow each individual
          request. Decide your latency target (for example time to first token under 1 second at
          the 95th percentile), load test at realistic prompt and output lengths, and find the
          highest concurrency that still meets it. That number, not peak throughput, sizes your
          GPU fleet.`,
        ),
      ],
    },
    {
      id: 'ai-serving-reliability',
      title: 'Reliability: timeouts, retries, fallbacks and rate limits',
      description:
        'Treating model APIs as unreliable network dependencies: bounded waits, backoff with jitter, fallbacks, and staying inside rate limits.',
      paragraphs: [
        para.text(
          'Expect failure',
          `Model providers return 429 (rate limited), 5xx errors and occasional very slow responses,
          and local servers run out of memory. A production feature needs a timeout on every call,
          retries for transient errors only, a fallback when retries are exhausted, and a clear
          message for the user when nothing works.`,
        ),
        para.code(
          'Retries with exponential backoff and jitter, then a fallback model',
          'python',
          `
          import random
          import time

          TRANSIENT = {408, 409, 429, 500, 502, 503, 504}

          class ModelError(Exception):
              def __init__(self, status, retry_after=None):
                  self.status, self.retry_after = status, retry_after

          def call_with_retries(call, max_attempts=4, base_s=0.5, cap_s=8.0):
              for attempt in range(max_attempts):
                  try:
                      return call(timeout=30)
                  except ModelError as err:
                      if err.status not in TRANSIENT or attempt == max_attempts - 1:
                          raise
                      delay = err.retry_after or random.uniform(0, min(cap_s, base_s * 2 ** attempt))
                      time.sleep(delay)                     # "full jitter" spreads retries out

          def complete(messages):
              try:
                  return call_with_retries(lambda timeout: primary.complete(messages, timeout=timeout))
              except ModelError:
                  return call_with_retries(lambda timeout: fallback.complete(messages, timeout=timeout))
          `,
        ),
        para.text(
          'Choosing timeouts and fallbacks',
          `Set the timeout from your latency budget, not from the provider's maximum: if a chat
          answer must start within 10 seconds, a request still silent after 10 seconds has already
          failed from the user's point of view. With streaming, time out on the first token and on
          gaps between tokens separately, since a long answer can legitimately take a minute. A
          fallback model should be evaluated on the same test set as the primary and may need its
          own prompt; a fallback that produces worse but valid answers is usually better than an
          error, while one that breaks your output format is not. Never retry non-idempotent
          actions blindly: if a tool call may have executed before the timeout, check its state
          first.`,
        ),
        para.list('Operational checklist', [
          'Client-side rate limiting (a token bucket per API key) so bursts queue briefly instead of failing with 429.',
          'Budgets and circuit breakers: stop calling a failing provider for a short period instead of piling on retries.',
          'Idempotency for actions triggered by model output, so a retried request cannot act twice.',
          'Dashboards for error rate, latency percentiles, tokens and cost per feature, with alerts.',
          'A graceful degraded mode: a cached or rule-based answer, or a clear "try again later", rather than a spinner that never ends.',
        ]),
      ],
    },
  ],
};
