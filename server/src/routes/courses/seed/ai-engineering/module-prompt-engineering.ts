import { para } from '../paragraph-builders.ts';
import type { SeedModule } from '../curriculum-types.ts';

export const promptEngineeringModule: SeedModule = {
  id: 'ai-prompt-engineering',
  title: 'Prompt Engineering',
  blurb:
    'Writing prompts as specifications: clear instructions and context, examples, step-by-step reasoning, and structured outputs your code can trust.',
  lessons: [
    {
      id: 'ai-prompt-anatomy',
      title: 'Anatomy of a good prompt',
      description:
        'Role, task, context, constraints and output format: the parts of a prompt and how to order them.',
      paragraphs: [
        para.text(
          'A prompt is a specification',
          `Treat a prompt the way you would treat a ticket for a capable new colleague who knows
          nothing about your project: state the goal, give the necessary context, say what a good
          result looks like and what to do in edge cases. Most poor outputs come from prompts that
          leave the model to guess something the author knew.`,
        ),
        para.list('The parts', [
          'System message: stable behaviour and constraints (who the assistant is for, tone, what it must never do).',
          'Task: one clear instruction with the purpose ("so that an on-call engineer can triage it in 30 seconds").',
          'Context: the data to work on, clearly delimited, for example inside XML-style tags or fenced blocks.',
          'Constraints: length, language, what to do when information is missing ("If the log does not show the cause, say so; do not guess").',
          'Output format: an exact schema or template, ideally enforced by structured output (lesson 3).',
          'Examples: one to five input-output pairs when the format or judgement is subtle (lesson 2).',
        ]),
        para.code(
          'A prompt for summarising incident logs',
          'text',
          `
          SYSTEM:
          You help on-call data engineers triage failed pipeline runs. Be precise and brief.
          Never invent log lines, table names or causes that are not in the provided logs.

          USER:
          Summarise the failed Airflow task below for the on-call engineer.

          <task_metadata>
          dag_id: orders_daily   task_id: load   try: 3 of 3   logical_date: 2025-03-01
          </task_metadata>

          <log>
          {last_200_log_lines}
          </log>

          Reply in exactly this format:
          Cause: <one sentence, or "Unknown from these logs">
          Evidence: <the single most relevant log line, quoted verbatim>
          Next step: <one concrete action>
          `,
        ),
        para.text(
          'Order and delimiters',
          `Put long reference material before the question and the instructions, and restate the
          key instruction after it; models attend best to the beginning and the end. Delimit
          untrusted or variable content with tags so the model can tell your instructions from the
          data, and so you can reference it by name ("using only the text in <log>"). Keep the
          stable parts of the prompt first and identical between calls to benefit from prompt
          caching.`,
        ),
        para.text(
          'Iterate with evidence',
          `Change one thing at a time and compare outputs on a fixed set of test inputs, not on the
          one example you happen to be looking at. Keep prompts in version control next to the code
          that uses them, with the evaluation results of each version. The evaluation module turns
          this into an automated test suite.`,
        ),
      ],
    },
    {
      id: 'ai-prompt-examples-reasoning',
      title: 'Few-shot examples and step-by-step reasoning',
      description:
        'When examples help and how to choose them; eliciting reasoning before answers; decomposing tasks into chains of prompts.',
      paragraphs: [
        para.text(
          'Few-shot prompting',
          `Examples show what instructions struggle to describe: a tone, a labelling judgement, a
          precise output shape. Pick examples that cover the categories and the hard boundary cases,
          vary their order so the model does not learn a position bias, and make sure they are
          correct; the model imitates mistakes in examples faithfully. With too many similar
          examples, outputs start to copy their wording, so prefer a few diverse ones.`,
        ),
        para.code(
          'Classification with examples as prior chat turns',
          'python',
          `
          messages = [
              {"role": "system", "content": "Classify each support ticket as BILLING, BUG, HOW_TO or OTHER. "
                                            "Reply with the label only."},
              {"role": "user", "content": "I was charged twice for March."},
              {"role": "assistant", "content": "BILLING"},
              {"role": "user", "content": "The export button does nothing in Firefox."},
              {"role": "assistant", "content": "BUG"},
              {"role": "user", "content": "How do I schedule a report for Mondays?"},
              {"role": "assistant", "content": "HOW_TO"},
              {"role": "user", "content": ticket_text},
          ]
          `,
        ),
        para.text(
          'Reasoning before answering',
          `For multi-step problems, asking the model to work through the problem before giving the
          final answer (chain-of-thought) improves accuracy, because each generated step becomes
          context for the next. Ask for the reasoning first and the answer last, in separate,
          clearly marked sections so code can extract the answer. Reasoning models do this
          internally; for them, a clear problem statement matters more than "think step by step".
          Reasoning costs output tokens and latency, so use it where the task needs it.`,
        ),
        para.list('Decomposition: chains instead of one giant prompt', [
          'Split a complex job into steps with one responsibility each: extract facts, then analyse them, then write the answer.',
          'Each step gets a smaller prompt that is easier to test and to improve.',
          'Intermediate outputs can be validated in code between steps, and cheap models can handle the easy steps.',
          'Independent steps (summarise each of ten documents) can run in parallel, then a final step combines the results.',
        ]),
        para.text(
          'Self-checks',
          `A second call can critique or verify the first: "Does this SQL answer the question? List
          any column not present in the schema." Verification is often easier than generation,
          so a cheap check catches many errors. Checks in code (does the SQL parse, do referenced
          columns exist) are cheaper still and should come first.`,
        ),
      ],
    },
    {
      id: 'ai-prompt-structured-output',
      title: 'Structured output you can trust',
      description:
        'Getting JSON that matches a schema: JSON schema modes, function calling, validation with Pydantic and repair loops.',
      paragraphs: [
        para.text(
          'Why structure',
          `When model output feeds code (a database write, an API call, a UI), free text is a
          liability. Ask for a specific structure, constrain generation to it when the API allows,
          and validate the result before using it. Treat the model like any external input:
          untrusted until checked.`,
        ),
        para.list('Three levels of enforcement', [
          'Instructions only: "Reply with JSON matching this schema". Usually works, occasionally breaks (extra prose, trailing commas).',
          'JSON mode: the API guarantees syntactically valid JSON, not that it matches your schema.',
          'Structured outputs or constrained decoding: the API restricts generation to tokens that keep the output valid against a JSON schema. The strongest option where supported.',
        ]),
        para.code(
          'Define the schema once, validate every response (Pydantic v2)',
          'python',
          `
          from typing import Literal
          from pydantic import BaseModel, Field, ValidationError

          class Ticket(BaseModel):
              category: Literal["BILLING", "BUG", "HOW_TO", "OTHER"]
              urgency: int = Field(ge=1, le=5)
              summary: str = Field(max_length=200)
              customer_email: str | None = None

          schema = Ticket.model_json_schema()   # send this to the API's structured-output option

          def parse_ticket(raw: str, retry) -> Ticket:
              try:
                  return Ticket.model_validate_json(raw)
              except ValidationError as err:
                  # One repair attempt: show the model exactly what was wrong.
                  fixed = retry(f"Your reply did not match the schema: {err}. Reply again with valid JSON only.")
                  return Ticket.model_validate_json(fixed)
          `,
        ),
        para.text(
          'Design schemas for the model',
          `Use enums for categories instead of free strings. Give every field a description,
          because it acts as an instruction. Allow null for information that may be absent, so the
          model is not pushed to invent a value. Put a reasoning or evidence field before the
          decision field when you want the model to justify before deciding; generation happens in
          field order.`,
        ),
        para.text(
          'Function calling',
          `Function (tool) calling is structured output with routing: you describe functions with a
          name, a description and a JSON schema for arguments, and the model may reply with a call
          to one of them instead of text. Your code validates the arguments, executes the function
          and returns the result to the model. This is the basis of agents, covered in the last
          module. Validate arguments exactly as you would validate any structured output: the model
          can still produce values outside what your function accepts.`,
        ),
      ],
    },
  ],
};
