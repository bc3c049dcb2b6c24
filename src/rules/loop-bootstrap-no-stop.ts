import { defineRule, type Cause } from '../core/rule.js';
import { dataRange, documentRange, inLoopHome, loopState } from '../kinds/loop/model.js';

export default defineRule({
  id: 'loop-bootstrap-no-stop',
  meta: {
    type: 'problem',
    description: 'Bootstrap never writes `STOP.codex`: no STOP while the loop state is `active_awaiting_first_wakeup`',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-control'],
    messages: {
      stop: 'Unexpected `STOP.codex` while the loop state is `active_awaiting_first_wakeup`, expected no STOP during Bootstrap (the first wake-up must run the first business unit)',
    },
  },
  check({ doc, workspace, report }) {
    const home = doc.loopHome ?? '';
    const stop = inLoopHome(home, 'STOP.codex');
    if (!workspace.exists(stop)) return;
    const state = loopState(workspace, home);
    if (state?.value !== 'active_awaiting_first_wakeup') return;
    const cause: Cause[] = [{ relPath: stop, line: 1, message: 'STOP.codex' }];
    if (state.relPath !== doc.relPath) cause.push({ relPath: state.relPath, line: 1, message: 'Loop state `active_awaiting_first_wakeup`' });
    const at = state.path && state.relPath === doc.relPath ? dataRange(doc, state.path) : documentRange(doc);
    report({ messageId: 'stop', ...at, cause });
  },
});
