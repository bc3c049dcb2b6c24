import { defineRule } from '../core/lint/rule.js';
import { baseVersion } from '../core/lint/workspace-view.js';
import { changedSinceBase, headerValueIn } from '../kinds/task-state/view.js';

export default defineRule({
  id: 'task-state-transition',
  meta: {
    type: 'problem',
    description: 'Git-aware: the role and status changes since `--base`, and in the committed history, are transitions the workflow allows',
    severity: 'error',
    fixable: false,
    gitAware: true,
    kinds: ['task-state'],
    messages: {
      reopened: 'Unexpected `WORKFLOW_STATUS: {{status}}` on a task completed at `{{base}}`, expected it to stay `completed` (a completed task is never resumed: start a new task for new work)',
      reviewedToSingle: 'Unexpected `CURRENT_ROLE: single` on a task that `{{base}}` shows with `CURRENT_ROLE: reviewer`, expected `reviewer` (a reviewed route is not rewritten to `single`)',
    },
  },
  check({ doc, workspace, report }) {
    const git = workspace.git;
    if (!git) return;
    const now = (key: string) => doc.header.find((h) => h.key === key);
    const status = now('WORKFLOW_STATUS');
    const role = now('CURRENT_ROLE');
    const reopened = status && (status.value === 'active' || status.value === 'blocked');
    const single = role?.value === 'single';
    if (!reopened && !single) return;
    // The uncommitted change against `--base`, then every committed version before it: a reopen or
    // a rewrite committed on the branch stays visible (CI, pre-push), not only while uncommitted.
    const versions: Array<{ text: string; label: string }> = [];
    const at = baseVersion(git, doc);
    if (at && changedSinceBase(doc.text, at.text) === true) versions.push(at);
    const changes = git.history?.(doc.relPath) ?? [];
    if (changes.length && git.blobTexts) {
      const texts = git.blobTexts(changes.flatMap((c) => [c.before, c.after]));
      const oldest = changes[changes.length - 1]!;
      for (const c of changes) {
        const text = texts.get(c.after);
        if (text !== undefined) versions.push({ text, label: c.commit.slice(0, 7) });
      }
      const first = texts.get(oldest.before);
      if (first !== undefined) versions.push({ text: first, label: `${oldest.commit.slice(0, 7)}^` });
    }
    // AGENTS.md: `completed`（已收尾，永不自动触发 continue）; ac-workflow: do not resume a completed task.
    const completedAt = reopened ? versions.find((v) => headerValueIn(v.text, 'WORKFLOW_STATUS') === 'completed') : undefined;
    if (status && completedAt) report({ messageId: 'reopened', data: { status: status.value, base: completedAt.label }, start: status.valueStart, end: status.valueEnd });
    // ac-workflow 9: for reviewed routes keep `CURRENT_ROLE: reviewer`; do not rewrite reviewed tasks to `single`.
    const reviewedAt = single ? versions.find((v) => headerValueIn(v.text, 'CURRENT_ROLE') === 'reviewer') : undefined;
    if (role && reviewedAt) report({ messageId: 'reviewedToSingle', data: { base: reviewedAt.label }, start: role.valueStart, end: role.valueEnd });
  },
});
