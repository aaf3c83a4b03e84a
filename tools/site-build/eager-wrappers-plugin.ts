/**
 * React, react-dom and the scheduler are CommonJS. Rolldown wraps each such module in a function that runs when the
 * module is first imported, and marks the function as one that will run (`pifeForModuleWrappers`) by putting it in
 * parentheses: `e((e=>{…}))`. V8 compiles a parenthesized `function` expression at once, on a background thread while
 * the file downloads, but not a parenthesized arrow function: react-dom's 200 KB were parsed on the main thread when
 * the app imported it, a task of 100–250 ms on the phone profile (docs/performance.md).
 *
 * This plugin writes those wrappers as `function` expressions, which V8 compiles ahead: only an arrow function that
 * is the one argument of a call, in parentheses of its own, with a block for its body, and that uses neither `this`,
 * `arguments`, `super` nor `new.target` (the one difference between the two kinds of function there).
 */
import { parseAst, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    for (const each of Array.isArray(value) ? value : [value]) if (isNode(each)) found.push(each);
  }
  return found;
}

/** Whether an arrow function's own `this` or `arguments` shows anywhere in it (not inside a `function` of its own). */
function usesOwnContext(node: Node): boolean {
  if (node.type === 'ThisExpression' || node.type === 'Super' || node.type === 'MetaProperty') return true;
  if (node.type === 'Identifier' && node.name === 'arguments') return true;
  if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression') return false;
  return children(node).some(usesOwnContext);
}

/** `code` with each module wrapper `x((a=>{…}))` written `x((function(a){…}))`. */
export function eagerModuleWrappers(code: string): string {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const visit = (node: Node): void => {
    const [only, ...more] = node.type === 'CallExpression' ? (node.arguments as Node[]) : [];
    const callee = node.callee as Node | undefined;
    if (
      only &&
      more.length === 0 &&
      callee &&
      only.type === 'ArrowFunctionExpression' &&
      !only.async &&
      (only.body as Node).type === 'BlockStatement' &&
      code.slice(callee.end, only.start).replace(/\s/g, '') === '((' &&
      !usesOwnContext(only)
    ) {
      const head = code
        .slice(only.start, (only.body as Node).start)
        .replace(/=>\s*$/, '')
        .trim();
      edits.push({
        start: only.start,
        end: (only.body as Node).start,
        text: `function${head.startsWith('(') ? head : `(${head})`}`,
      });
    }
    children(node).forEach(visit);
  };
  visit(parseAst(code) as unknown as Node);
  let out = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

export function eagerWrappersPlugin(): Plugin {
  return {
    name: 'onboarding:eager-wrappers',
    apply: 'build',
    renderChunk(code) {
      const out = eagerModuleWrappers(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}
