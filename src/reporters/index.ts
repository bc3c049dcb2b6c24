/** Output formats by name; the CLI, the Action and the hook pick from here. */
import type { LintResult } from '../core/messages.js';
import { formatJson } from './json.js';
import { formatStylish } from './stylish.js';

export interface FormatContext {
  cwd: string;
  root: string;
}

export type Formatter = (results: readonly LintResult[], ctx: FormatContext) => string;

export const FORMATTERS: Readonly<Record<string, Formatter>> = {
  stylish: (results, ctx) => formatStylish(results, ctx.cwd),
  json: (results) => formatJson(results),
};
