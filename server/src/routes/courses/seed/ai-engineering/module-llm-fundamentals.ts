import { para } from '../paragraph-builders.ts';
import type { SeedModule } from '../curriculum-types.ts';

export const llmFundamentalsModule: SeedModule = {
  id: 'ai-llm-fundamentals',
  title: 'LLM Fundamentals',
  blurb:
    'What a large language model actually computes: tokens, context windows, next-token probabilities and the sampling settings that turn them into text.',
  lessons: [
    {
      id: 'ai-llm-tokens',
      title: 'Tokens and tokenization',
      description:
        'Models read and write tokens, not characters or words. Tokenization explains pricing, context limits and several odd failure modes.',
      paragraphs: [
        para.text(
          'From text to integers',
          `A language model operates on a sequence of integer token ids from a fixed vocabulary,
          typically 30,000 to 200,000 entries. Most modern tokenizers use byte-pair encoding
          (BPE) or a close relative: starting from bytes, the most frequent adjacent pairs in a
          training corpus are merged repeatedly into new vocabulary entries. Common words become
          single tokens, rare words split into several pieces, and any byte sequence can still be
          represented, so there is no "unknown word".`,
        ),
        para.code(
          'Counting tokens',
          'python',
          `
          import tiktoken

          enc = tiktoken.get_encoding("o200k_base")
          for text in ["data pipeline", "Datenpipeline", "SELECT * FROM orders;", "2025-03-01", "🙂"]:
              ids = enc.encode(text)
              print(f"{text!r:28} {len(ids):2} tokens  {[enc.decode([i]) for i in ids]}")
          `,
        ),
        para.list('Rules of thumb', [
          'English prose averages about 4 characters, or three quarters of a word, per token; code, numbers and many other languages use more tokens per character.',
          'Prices, rate limits and context windows are all counted in tokens, and output tokens usually cost several times more than input tokens.',
          'Different model families use different tokenizers, so count with the tokenizer of the model you call.',
          'Leading spaces are usually part of a token (" pipeline" differs from "pipeline"), which matters when you inspect logprobs or build stop sequences.',
        ]),
        para.text(
          'Failure modes explained by tokens',
          `Models are notoriously unreliable at counting the letters in a word or reversing a
          string because they never see individual characters, only chunks. Arithmetic on long
          numbers suffers because digits are grouped inconsistently. Unusual strings such as hashes
          or base64 consume many tokens. When a task needs character-level precision, do it in
          code (a tool call) instead of asking the model.`,
        ),
        para.text(
          'Estimating cost',
          `A request's cost is input tokens times the input price plus output tokens times the
          output price. A RAG request that sends 6,000 tokens of context and receives 400 tokens
          of answer costs roughly as much as the 6,000 input tokens, so trimming retrieved context
          is often the biggest cost lever. Log token counts per request from the response's usage
          field from day one; you cannot optimise what you have not measured.`,
        ),
      ],
    },
    {
      id: 'ai-llm-context-and-attention',
      title: 'Context windows, attention and the KV cache',
      description:
        'What the context window limits, why long prompts get slower and costlier, and how models can overlook information in the middle.',
      paragraphs: [
        para.text(
          'Next-token prediction',
          `A decoder-only transformer reads the whole sequence so far and outputs a probability
          distribution over the vocabulary for the next token. Generation is a loop: pick a token
          from that distribution, append it, run again. Everything the model "knows" about your
          request must be in that sequence, the context. The model has no memory between calls;
          chat applications resend the conversation every turn.`,
        ),
        para.text(
          'Attention and its cost',
          `Self-attention lets every token's representation draw on every earlier token. Its
          compute grows with the square of the sequence length during prompt processing, which is
          one reason long prompts raise latency. The context window is the maximum number of
          tokens (prompt plus output) the model accepts; exceeding it is an error or silently
          truncates input, depending on the API.`,
        ),
        para.text(
          'The KV cache',
          `When generating, the keys and values computed by attention for earlier tokens do not
          change, so servers keep them in GPU memory (the KV cache) and compute only the new
          token's projections. That makes each generated token cheap relative to reprocessing the
          prompt, but the cache's size grows linearly with context length and batch size and is
          often what limits how many requests a GPU can serve at once. Providers' prompt caching
          reuses this state for a repeated prompt prefix, which is why stable prefixes (system
          prompt and documents first, the variable question last) are cheaper and faster.`,
        ),
        para.list('Long context is not free understanding', [
          'Models often use information at the beginning and end of a long context more reliably than information in the middle ("lost in the middle"). Put key instructions at the start and restate the task at the end.',
          'Irrelevant context dilutes attention and can be copied into answers; retrieval that sends less but better context frequently beats sending everything.',
          'Advertised context length is not effective context length: test your own task with needles placed at different positions.',
          'Every extra token adds cost and latency on every call that includes it.',
        ]),
        para.code(
          'Keeping a conversation inside the budget',
          'python',
          `
          def fit_history(system, turns, count_tokens, budget=12_000, reserve_for_answer=1_000):
              """Keep the system prompt and as many recent turns as fit; drop the oldest first."""
              remaining = budget - reserve_for_answer - count_tokens(system)
              kept = []
              for turn in reversed(turns):
                  cost = count_tokens(turn["content"]) + 4   # small per-message overhead
                  if cost > remaining:
                      break
                  kept.append(turn)
                  remaining -= cost
              return [{"role": "system", "content": system}, *reversed(kept)]
          `,
        ),
      ],
    },
    {
      id: 'ai-llm-sampling',
      title: 'Sampling: temperature, top-p and friends',
      description:
        "How the next token is chosen from the model's probabilities, which settings to use for which task, and why the same prompt gives different answers.",
      paragraphs: [
        para.text(
          'Logits to probabilities',
          `The model's final layer produces one score (logit) per vocabulary entry. A softmax turns
          logits into probabilities. Decoding strategies then choose a token: greedy decoding always
          takes the most probable token; sampling draws at random according to the probabilities.`,
        ),
        para.code(
          'Temperature, top-k and top-p in a few lines',
          'python',
          `
          import numpy as np

          def sample(logits, temperature=1.0, top_k=None, top_p=None, rng=np.random.default_rng()):
              if temperature == 0:
                  return int(np.argmax(logits))                       # greedy
              scaled = logits / temperature                           # <1 sharpens, >1 flattens
              probs = np.exp(scaled - scaled.max())
              probs /= probs.sum()
              order = np.argsort(probs)[::-1]
              if top_k is not None:
                  order = order[:top_k]                               # keep the k most likely
              if top_p is not None:
                  cumulative = np.cumsum(probs[order])
                  order = order[: np.searchsorted(cumulative, top_p) + 1]  # smallest set with mass >= p
              kept = probs[order] / probs[order].sum()
              return int(rng.choice(order, p=kept))
          `,
        ),
        para.list('Choosing settings', [
          'Extraction, classification, SQL generation and other tasks with one right answer: temperature 0 to 0.2.',
          'Drafting, brainstorming, varied phrasings: temperature 0.7 to 1.0, often with top_p around 0.9 to cut the long tail of unlikely tokens.',
          'Change temperature or top_p, not both at once, so you know which one had the effect.',
          "Reasoning models often fix or ignore these parameters; check the provider's documentation.",
        ]),
        para.text(
          'Determinism',
          `Temperature 0 reduces but does not eliminate variation: batching with other requests,
          floating-point non-associativity on GPUs and provider-side model updates can change
          outputs. Design systems that tolerate variation: validate outputs, pin model versions,
          and evaluate on a set of examples rather than eyeballing one response.`,
        ),
        para.text(
          'Log probabilities',
          `Many APIs can return the log probability of each generated token and of the top
          alternatives. For classification prompts ("Answer yes or no"), the probability of the
          chosen label is a useful, if imperfect, confidence signal for routing uncertain cases to a
          human or a stronger model.`,
        ),
      ],
    },
    {
      id: 'ai-llm-choosing-models',
      title: 'Choosing a model',
      description:
        'Base and instruction-tuned models, hosted and open-weight models, sizes and the trade-off between quality, latency and cost.',
      paragraphs: [
        para.list('Kinds of models', [
          'Base (pre-trained) models continue text; they are the starting point for fine-tuning, not for chat.',
          'Instruction-tuned (chat) models are trained further to follow instructions and hold conversations; these are what applications call.',
          'Reasoning models spend extra generated tokens thinking before answering; better on multi-step problems, slower and more expensive.',
          'Embedding models map text to vectors for search and clustering (next modules); they do not generate text.',
        ]),
        para.text(
          'Hosted or open weights',
          `Hosted APIs give the strongest models with no infrastructure, billed per token, with data
          leaving your network under the provider's terms. Open-weight models (Llama, Mistral,
          Qwen, Gemma and others) can run on your own hardware or a private cloud, which gives
          control over data, versions and unit cost at high volume, in exchange for operating GPU
          serving yourself. Smaller open models fine-tuned on a narrow task can match much larger
          general models on that task.`,
        ),
        para.list('A practical selection process', [
          'Write down the task and a set of 50 to 200 real examples with expected outputs or grading rubrics before comparing models.',
          'Start with a strong model to learn what quality is achievable.',
          'Try cheaper and faster models against the same examples and keep the cheapest one that meets the bar.',
          'Measure latency (time to first token and total time) and cost per request, not just quality.',
          'Pin the exact model version in production and rerun the evaluation before upgrading.',
        ]),
        para.text(
          'Takeaway',
          `An LLM is a next-token predictor working over a bounded token context, steered by
          sampling settings. Nearly every engineering decision in the rest of this course,
          retrieval, prompt design, evaluation, caching, is about getting the right tokens into
          that context and checking the tokens that come out.`,
        ),
      ],
    },
  ],
};
