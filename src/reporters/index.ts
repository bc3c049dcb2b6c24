/** Output formats by name; the CLI, the Action and the hook pick from here. */
import type { LintResult } from '../core/lint/messages.js';
import type { FormatContext } from './context.js';
import { formatJson } from './json.js';
import { formatStylish } from './stylish.js';
import { formatSarif } from './sarif.js';
import { formatGithub } from './github.js';
import { formatJunit } from './junit.js';

export type Formatter = (results: readonly LintResult[], ctx: FormatContext) => string;

export const FORMATTERS: Readonly<Record<string, Formatter>> = {
  stylish: (results, ctx) => formatStylish(results, ctx.cwd, ctx.colour === true),
  json: (results) => formatJson(results),
  sarif: (results, ctx) => formatSarif(results, ctx),
  github: (results, ctx) => formatGithub(results, ctx),
  junit: (results, ctx) => formatJunit(results, ctx),
};

export { rulesThatRan, type FormatContext } from './context.js';
