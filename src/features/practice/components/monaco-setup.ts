/**
 * The self-hosted Monaco for Practice: the core editor, a chosen set of editing features, the
 * Python and SQL grammars and the bundled editor worker, handed to @monaco-editor/react with
 * `loader.config({ monaco })` so it never loads anything from a CDN. Importing the full
 * `monaco-editor` entry would pull every language service (a 6.7 MB TypeScript worker).
 * Loaded only by the lazy Monaco editor chunk.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/caretOperations/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/gotoLine/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/iPadShowKeyboard/register';
import 'monaco-editor/features/lineSelection/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/quickCommand/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/suggest/register';
import 'monaco-editor/features/toggleTabFocusMode/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/languages/definitions/python/register';
import 'monaco-editor/languages/definitions/sql/register';

interface MonacoEnvironmentGlobal {
  MonacoEnvironment?: { getWorker: (workerId: string, label: string) => Worker };
}

(globalThis as MonacoEnvironmentGlobal).MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

loader.config({ monaco: monaco as unknown as Parameters<typeof loader.config>[0]['monaco'] });

export { monaco };
