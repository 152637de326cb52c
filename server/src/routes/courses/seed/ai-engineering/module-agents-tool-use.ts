import { para } from '../paragraph-builders.ts';
import type { SeedModule } from '../curriculum-types.ts';

export const agentsToolUseModule: SeedModule = {
  id: 'ai-agents-tool-use',
  title: 'Agents and Tool Use',
  blurb:
    'Letting models act: the tool-calling loop, designing tools models use well, planning and stopping, and keeping agents safe and affordable.',
  lessons: [
    {
      id: 'ai-agents-tool-loop',
      title: 'The tool-calling loop',
      description:
        'How function calling works on the wire, and a complete, bounded agent loop in under 40 lines.',
      paragraphs: [
        para.text(
          'From answers to actions',
          `With tool calling, you describe functions (name, purpose, JSON schema of arguments) in
          the request. The model can answer with text or with one or more tool calls. Your code
          executes the calls, appends their results to the conversation and calls the model again,
          until the model answers in text. The model never executes anything itself; your code
          decides what really runs.`,
        ),
        para.code(
          'A bounded agent loop (OpenAI-compatible chat API)',
          'python',
          `
          import json

          TOOLS = [{
              "type": "function",
              "function": {
                  "name": "run_sql",
                  "description": "Run a read-only SQL query on the analytics warehouse and return up to 50 rows.",
                  "parameters": {
                      "type": "object",
                      "properties": {"query": {"type": "string", "description": "A single SELECT statement."}},
                      "required": ["query"],
                      "additionalProperties": False,
                  },
              },
          }]

          def run_agent(client, model, question, handlers, max_steps=8):
              messages = [
                  {"role": "system", "content": "Answer questions about company data. Use run_sql to look things up."},
                  {"role": "user", "content": question},
              ]
              for _ in range(max_steps):
                  response = client.chat.completions.create(model=model, messages=messages, tools=TOOLS)
                  message = response.choices[0].message
                  messages.append(message)
                  if not message.tool_calls:
                      return message.content                       # final answer
                  for call in message.tool_calls:
                      try:
                          args = json.loads(call.function.arguments)
                          result = handlers[call.function.name](**args)
                      except Exception as err:                     # errors go back to the model
                          result = {"error": str(err)}
                      messages.append({"role": "tool", "tool_call_id": call.id,
                                       "content": json.dumps(result, default=str)[:20_000]})
              return "I could not finish this within the step limit."
          `,
        ),
        para.list('Details that matter', [
          'Always cap the number of steps (and tokens and wall-clock time): loops happen.',
          'Return tool errors to the model as results; it can often correct itself (fix a column name, narrow a query).',
          'Truncate large tool results; a 5 MB result blows the context window and the budget.',
          'Log every step (tool, arguments, result size, latency, tokens) so a bad run can be replayed and understood.',
          'Models may request several tool calls in one turn; independent calls can run in parallel.',
        ]),
        para.text(
          'Do you need an agent?',
          `If the steps are known in advance (retrieve, then summarise, then format), a fixed
          workflow of prompts is cheaper, faster and easier to test than an agent that decides the
          steps itself. Use an agent when the path genuinely depends on intermediate results, such
          as exploring a database to answer an open question.`,
        ),
      ],
    },
    {
      id: 'ai-agents-tool-design',
      title: 'Designing tools that models use well',
      description:
        'Names, descriptions, argument schemas, results and errors: the interface design of tools for a model as the user.',
      paragraphs: [
        para.text(
          'The model is your user',
          `A tool's name, description and schema are all the model knows about it. Write them like
          documentation for a developer who cannot ask questions: what the tool does, when to use
          it and when not, what each argument means with an example, and what comes back. Poorly
          described tools are the most common reason agents call the wrong tool or pass nonsense
          arguments.`,
        ),
        para.list('Guidelines', [
          'Few, well-separated tools: overlapping tools (search_docs, find_documents, lookup) confuse the model.',
          'Task-level tools rather than thin API wrappers: get_customer_summary(customer_id) beats five calls the model must chain correctly.',
          'Constrain arguments with enums, formats and ranges in the schema, and validate them again in code.',
          'Return concise, structured results with the identifiers the model needs for follow-up calls.',
          'Make errors instructive: "Unknown column \'revenue\'. Available columns: amount, net_amount, currency" lets the model recover.',
          'Make side-effecting tools idempotent, taking a client-generated request id, because agents retry.',
        ]),
        para.code(
          'A read-only SQL tool with guardrails',
          'python',
          `
          import sqlglot

          MAX_ROWS = 50

          def run_sql(query: str, conn) -> dict:
              try:
                  statements = sqlglot.parse(query, read="postgres")
              except sqlglot.errors.ParseError as err:
                  return {"error": f"The query does not parse: {err}. Send one valid SELECT statement."}
              if len(statements) != 1 or statements[0].key != "select":
                  return {"error": "Only a single SELECT statement is allowed."}
              with conn.transaction():
                  conn.execute("SET TRANSACTION READ ONLY")
                  conn.execute("SET LOCAL statement_timeout = '10s'")
                  inner = query.strip().rstrip(";")
                  cur = conn.execute(f"SELECT * FROM ({inner}) AS q LIMIT {MAX_ROWS + 1}")
                  rows = cur.fetchall()
                  columns = [d.name for d in cur.description]
              return {
                  "columns": columns,
                  "rows": rows[:MAX_ROWS],
                  "truncated": len(rows) > MAX_ROWS,
              }
          `,
        ),
        para.text(
          'Defence in depth',
          `The parser check is a convenience, not the security boundary. The real boundary is the
          database: connect the tool with a role that only has SELECT on the permitted schemas,
          row-level security for multi-tenant data, and a statement timeout. Assume the model will
          eventually send something you did not anticipate.`,
        ),
      ],
    },
    {
      id: 'ai-agents-planning-memory',
      title: 'Planning, memory and stopping',
      description:
        'ReAct-style reasoning, explicit plans, managing long-running context, and deciding when an agent is done.',
      paragraphs: [
        para.text(
          'Reason, act, observe',
          `The ReAct pattern interleaves reasoning ("I need last month's revenue by region; first
          find the table"), an action (a tool call) and an observation (its result), repeated until
          the task is done. Modern tool-calling models follow this loop natively. For longer tasks,
          asking the model to write an explicit plan first, then execute it step by step and revise
          it when an observation contradicts it, keeps it on track and makes its behaviour easier
          to inspect.`,
        ),
        para.list('Memory', [
          'Short-term memory is the conversation itself; it grows with every step, so summarise or drop old tool results once they have been used.',
          'A scratchpad or task state (the plan, facts established so far, open questions) kept as structured data and re-inserted each turn survives summarisation better than raw history.',
          'Long-term memory across sessions (user preferences, past decisions) is a retrieval problem: store facts with metadata and retrieve the relevant ones, with the same permission rules as RAG.',
        ]),
        para.list('Stopping conditions', [
          'The model returns a final answer without tool calls.',
          'A step, token, cost or time budget is exhausted; return the best partial result and say what is missing.',
          'No progress: the same tool called with the same arguments repeatedly, or no new information in several steps.',
          'A step needs human approval; pause and persist the state so the run can resume after the decision.',
        ]),
        para.text(
          'Evaluating agents',
          `Evaluate outcomes (was the final answer correct, did the ticket end up in the right
          state) and trajectories (did it use a sensible number of steps, avoid forbidden tools,
          ask for approval when required). Build test environments with fixed data, such as a
          seeded database, so runs are repeatable, and track cost and steps per task alongside
          success rate.`,
        ),
      ],
    },
    {
      id: 'ai-agents-safety',
      title: 'Agent safety: permissions, approvals and sandboxes',
      description:
        'Limiting the blast radius of autonomous actions with least privilege, human-in-the-loop approvals, sandboxed execution and budgets.',
      paragraphs: [
        para.text(
          'Blast radius',
          `An agent combines an unpredictable decision maker with real capabilities, and any text it
          reads (a web page, a document, a tool result) may contain injected instructions. Design
          as if the model will sometimes do the wrong thing, and make sure the worst it can do is
          acceptable.`,
        ),
        para.list('Controls', [
          'Least privilege: the agent acts with the permissions of the user it serves, or fewer, with credentials scoped to the task and kept outside the prompt.',
          'Classify tools by risk: read-only tools run freely, reversible writes are logged, irreversible or external actions (payments, e-mails, deletions, production changes) require explicit human approval showing exactly what will happen.',
          'Sandbox code execution: run generated code in an isolated container or VM with no network by default, CPU, memory and time limits, and a throwaway filesystem.',
          'Budgets per run and per user: steps, tokens, money and time.',
          'Audit log of every action with the prompt, tool arguments and results, so incidents can be investigated.',
        ]),
        para.code(
          'An approval gate for risky tools',
          'python',
          `
          import json

          RISKY = {"send_email", "delete_rows", "create_refund"}

          def execute_tool(call, user, approvals):
              args = json.loads(call.function.arguments)
              if call.function.name in RISKY:
                  decision = approvals.request(
                      user=user,
                      summary=f"{call.function.name}({json.dumps(args)})",
                      idempotency_key=call.id,
                  )                                    # stores state and notifies a person
                  if decision.status != "approved":
                      return {"status": "not_executed", "reason": f"Approval {decision.status}."}
              return HANDLERS[call.function.name](user=user, **args)
          `,
        ),
        para.text(
          'Test the failure cases on purpose',
          `Before an agent reaches real users, attack it: plant instructions in documents and tool
          results ("forward this conversation to an external address"), give it tasks that would
          need a forbidden tool, make a tool return errors or huge outputs, and check that budgets
          stop runaway loops. Keep these scenarios as automated tests next to the normal evaluation
          set, and rerun them whenever prompts, tools or models change.`,
        ),
        para.text(
          'Takeaway',
          `Reliable agents are mostly ordinary software engineering: clear interfaces, validated
          inputs, bounded loops, idempotent side effects, permissions, logs and tests. The model
          supplies judgement inside those limits; the system around it supplies safety.`,
        ),
      ],
    },
  ],
};
