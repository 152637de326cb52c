/**
 * The Python side of grading, loaded once into each Pyodide instance. `_nyra_run(payload_json)`
 * compiles the learner's code as "solution.py" (so tracebacks carry the editor's line numbers),
 * runs it in a fresh namespace with `input()` replaced by a clear error, calls the entry point
 * once per test with stdout/stderr captured (and capped), and returns JSON. A KeyboardInterrupt
 * (the worker's interrupt buffer, on timeout) stops the run and is reported as a timeout.
 * Comparison happens in TypeScript (compare-python-values.ts) so it is unit-tested without Python.
 */
export const PYTHON_HARNESS_SOURCE = String.raw`
# Only cheap imports here: this runs while Python starts. Modules a result may come from
# (datetime, decimal, fractions) are looked up in sys.modules: if a learner returned one of
# their values, their code already imported the module.
import builtins as _nyra_builtins
import json as _nyra_json
import sys as _nyra_sys
import time as _nyra_time

SOLUTION_FILE = "solution.py"
_NYRA_LINKED_LIST_LIMIT = 100000


class ListNode:
    """Singly linked list node used by linked-list problems."""

    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next

    def __repr__(self):
        values, node, seen = [], self, 0
        while node is not None and seen < 20:
            values.append(repr(node.val))
            node, seen = node.next, seen + 1
        return "ListNode(" + " -> ".join(values) + (" -> ..." if node is not None else "") + ")"


class TreeNode:
    """Binary tree node used by tree problems."""

    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right

    def __repr__(self):
        return "TreeNode(" + repr(self.val) + ")"


class _NyraCappedWriter:
    def __init__(self, limit):
        self.parts = []
        self.size = 0
        self.limit = limit
        self.cut = False

    def write(self, text):
        text = str(text)
        room = self.limit - self.size
        if room <= 0:
            self.cut = True
            return len(text)
        if len(text) > room:
            text = text[:room]
            self.cut = True
        self.parts.append(text)
        self.size += len(text)
        return len(text)

    def flush(self):
        pass

    def isatty(self):
        return False

    def value(self):
        text = "".join(self.parts)
        return text + ("\n… output cut" if self.cut else "")


def _nyra_input(prompt=""):
    raise RuntimeError(
        "input() is not available here: your function receives its data as arguments."
    )


def _nyra_to_linked(values):
    head = None
    for value in reversed(values or []):
        head = ListNode(value, head)
    return head


def _nyra_from_linked(node):
    values = []
    while node is not None:
        if len(values) >= _NYRA_LINKED_LIST_LIMIT:
            raise ValueError("the returned linked list is too long or has a cycle")
        if not isinstance(node, ListNode):
            raise TypeError("expected a ListNode, got " + type(node).__name__)
        values.append(node.val)
        node = node.next
    return values


def _nyra_to_tree(values):
    if not values or values[0] is None:
        return None
    root = TreeNode(values[0])
    queue, index = [root], 1
    while queue and index < len(values):
        node = queue.pop(0)
        if index < len(values) and values[index] is not None:
            node.left = TreeNode(values[index])
            queue.append(node.left)
        index += 1
        if index < len(values) and values[index] is not None:
            node.right = TreeNode(values[index])
            queue.append(node.right)
        index += 1
    return root


def _nyra_from_tree(root):
    if root is None:
        return []
    values, queue, count = [], [root], 0
    while queue:
        node = queue.pop(0)
        count += 1
        if count > _NYRA_LINKED_LIST_LIMIT:
            raise ValueError("the returned tree is too large or has a cycle")
        if node is None:
            values.append(None)
            continue
        if not isinstance(node, TreeNode):
            raise TypeError("expected a TreeNode, got " + type(node).__name__)
        values.append(node.val)
        queue.append(node.left)
        queue.append(node.right)
    while values and values[-1] is None:
        values.pop()
    return values


def _nyra_to_python(value, kind):
    if kind == "linked_list":
        return _nyra_to_linked(value)
    if kind == "tree":
        return _nyra_to_tree(value)
    return value


def _nyra_jsonable(value, depth=0):
    if depth > 100:
        raise ValueError("the result is nested too deeply")
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError("the result contains " + repr(value))
        return value
    if isinstance(value, (list, tuple)):
        return [_nyra_jsonable(item, depth + 1) for item in value]
    if isinstance(value, (set, frozenset)):
        items = [_nyra_jsonable(item, depth + 1) for item in value]
        return sorted(items, key=lambda item: _nyra_json.dumps(item, sort_keys=True))
    if isinstance(value, dict):
        return {str(key): _nyra_jsonable(item, depth + 1) for key, item in value.items()}
    if isinstance(value, ListNode):
        return _nyra_from_linked(value)
    if isinstance(value, TreeNode):
        return _nyra_from_tree(value)
    decimal = _nyra_sys.modules.get("decimal")
    fractions = _nyra_sys.modules.get("fractions")
    if (decimal and isinstance(value, decimal.Decimal)) or (
        fractions and isinstance(value, fractions.Fraction)
    ):
        return float(value)
    datetime = _nyra_sys.modules.get("datetime")
    if datetime and isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    if datetime and isinstance(value, datetime.timedelta):
        return value.total_seconds()
    raise TypeError("a " + type(value).__name__ + " cannot be compared with the expected value")


def _nyra_from_python(value, kind):
    if kind == "linked_list":
        if value is not None and not isinstance(value, ListNode):
            raise TypeError("expected a ListNode (or None), got " + type(value).__name__)
        return _nyra_from_linked(value)
    if kind == "tree":
        if value is not None and not isinstance(value, TreeNode):
            raise TypeError("expected a TreeNode (or None), got " + type(value).__name__)
        return _nyra_from_tree(value)
    return _nyra_jsonable(value)


def _nyra_format_error(error):
    """The traceback limited to the learner's own frames, with their line numbers."""
    import traceback as _nyra_traceback

    if isinstance(error, SyntaxError) and error.filename == SOLUTION_FILE:
        return "".join(_nyra_traceback.format_exception_only(type(error), error)).rstrip()
    frames = [
        frame
        for frame in _nyra_traceback.extract_tb(error.__traceback__)
        if frame.filename == SOLUTION_FILE
    ]
    lines = []
    if frames:
        lines.append("Traceback (most recent call last):\n")
        lines.extend(_nyra_traceback.format_list(frames))
    lines.extend(_nyra_traceback.format_exception_only(type(error), error))
    return "".join(lines).rstrip()


def _nyra_repr(value):
    try:
        text = repr(value)
    except BaseException as error:  # a learner's __repr__ may fail
        text = "<unprintable " + type(value).__name__ + ">"
    return text if len(text) <= 2000 else text[:2000] + "…"


def _nyra_run(payload_json):
    payload = _nyra_json.loads(payload_json)
    limit = payload["outputLimit"]
    result = {"error": None, "timeout": False, "stdout": "", "stderr": "", "tests": []}
    real_stdout, real_stderr = _nyra_sys.stdout, _nyra_sys.stderr
    safe_builtins = dict(_nyra_builtins.__dict__)
    safe_builtins["input"] = _nyra_input
    namespace = {
        "__name__": "__main__",
        "__builtins__": safe_builtins,
        "ListNode": ListNode,
        "TreeNode": TreeNode,
    }
    out, err = _NyraCappedWriter(limit), _NyraCappedWriter(limit)
    try:
        _nyra_sys.stdout, _nyra_sys.stderr = out, err
        exec(compile(payload["code"], SOLUTION_FILE, "exec"), namespace)
    except KeyboardInterrupt:
        result["timeout"] = True
    except BaseException as error:
        result["error"] = _nyra_format_error(error)
    finally:
        _nyra_sys.stdout, _nyra_sys.stderr = real_stdout, real_stderr
    result["stdout"], result["stderr"] = out.value(), err.value()
    if result["error"] or result["timeout"]:
        return _nyra_json.dumps(result)

    entry = payload["entryPoint"]
    function = namespace.get(entry)
    if not callable(function):
        result["error"] = "Define a function named " + entry + "(...) — it is what the tests call."
        return _nyra_json.dumps(result)

    kinds, returns, in_place = payload["kinds"], payload["returns"], payload.get("inPlaceArg")
    for test in payload["tests"]:
        entry_result = {"status": "ok", "actual": None, "repr": None, "error": None}
        out, err = _NyraCappedWriter(limit), _NyraCappedWriter(limit)
        started = _nyra_time.perf_counter()
        try:
            args = [_nyra_to_python(value, kind) for value, kind in zip(test, kinds)]
            _nyra_sys.stdout, _nyra_sys.stderr = out, err
            try:
                value = function(*args)
            finally:
                elapsed = (_nyra_time.perf_counter() - started) * 1000
                _nyra_sys.stdout, _nyra_sys.stderr = real_stdout, real_stderr
            graded = args[in_place] if in_place is not None else value
            entry_result["repr"] = _nyra_repr(graded)
            try:
                entry_result["actual"] = _nyra_json.dumps(_nyra_from_python(graded, returns))
            except (TypeError, ValueError) as error:
                entry_result["status"] = "error"
                entry_result["error"] = "Your function returned " + _nyra_repr(graded) + ", but " + str(error) + "."
        except KeyboardInterrupt:
            elapsed = (_nyra_time.perf_counter() - started) * 1000
            entry_result["status"] = "timeout"
        except BaseException as error:
            elapsed = (_nyra_time.perf_counter() - started) * 1000
            entry_result["status"] = "error"
            entry_result["error"] = _nyra_format_error(error)
        finally:
            _nyra_sys.stdout, _nyra_sys.stderr = real_stdout, real_stderr
        entry_result["timeMs"] = elapsed
        entry_result["stdout"], entry_result["stderr"] = out.value(), err.value()
        result["tests"].append(entry_result)
        if entry_result["status"] == "timeout":
            result["timeout"] = True
            break
    return _nyra_json.dumps(result)
`;
