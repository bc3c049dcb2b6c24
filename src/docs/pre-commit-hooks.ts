/**
 * `.pre-commit-hooks.yaml`, generated from the kind registry (`npm run gen:docs`): the hooks'
 * `files` pattern names every kind's default paths, so a new kind cannot be left out of pre-commit.
 */
import type { KindDef } from '../core/model/kind.js';

/** Regex of one glob segment's text: `*` stays within a segment, `{a,b}` is an alternation. */
function segmentRegex(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') out += '[^/]*';
    else if (c === '{') {
      const close = glob.indexOf('}', i);
      out += `(${glob
        .slice(i + 1, close)
        .split(',')
        .map(pathRegex)
        .join('|')})`;
      i = close;
    } else out += /[\\^$.|?+()[\]{} #]/.test(c) ? `\\${c}` : c;
  }
  return out;
}

/** Regex of a glob without its leading `**\/`: `/**\/` matches any number of folders. */
function pathRegex(glob: string): string {
  return glob.split('/**/').map(segmentRegex).join('/(.*/)?');
}

/**
 * The Python pattern (pre-commit's `files`) of a kind's glob: a repository pattern under `**\/`,
 * or a loop-home pattern (relative to a loop home anywhere), matches after any folder.
 */
export function preCommitPattern(glob: string, scope: KindDef['scope']): string {
  if (glob.startsWith('**/')) return `(^|/)${pathRegex(glob.slice(3))}$`;
  return `${scope === 'loop-home' ? '(^|/)' : '^'}${pathRegex(glob)}$`;
}

export function preCommitHooks(kinds: readonly KindDef[]): string {
  const patterns = [...new Set(kinds.flatMap((k) => k.patterns.map((p) => preCommitPattern(p, k.scope))))];
  const files = ['(?x)(', ...patterns.map((p, i) => `      ${i === 0 ? '' : '|'}${p}`), '    )'].join('\n');
  return `# Generated from the kind registry by npm run gen:docs; do not edit.
#
# pre-commit hooks (https://pre-commit.com) for wflint. In a project's .pre-commit-config.yaml:
#
#   repos:
#     - repo: https://github.com/wflint/wflint
#       rev: v0.1.0
#       hooks:
#         - id: wflint        # refuse commits whose staged workflow documents have errors
#         - id: wflint-fix    # apply the safe fixes (the commit stops so you can stage them)
#
# \`files\` matches the default path patterns of every document kind (spec README §1). Documents
# mapped to a kind by the wflint config under other paths need \`files:\` overridden in the
# project's config. The \`wflint\` hook lints the staged text (\`--staged\`): git-aware rules compare
# the index with HEAD.
- id: wflint
  name: wflint
  description: Lint the staged agent workflow documents (task state, indexes, plans, checkpoints, harness and loop files)
  entry: wflint --staged
  language: node
  files: &wflint-files ${files}
  types: [file]
  pass_filenames: true
  minimum_pre_commit_version: '3.0.0'
- id: wflint-fix
  name: wflint (fix)
  description: Apply wflint's safe fixes to the workflow documents; the commit stops when a file changed, so the fixes can be reviewed and staged
  entry: wflint --fix
  language: node
  files: *wflint-files
  types: [file]
  pass_filenames: true
  # Fixes are cross-file (the task index follows the task files): one process, never in parallel.
  require_serial: true
  minimum_pre_commit_version: '3.0.0'
`;
}
