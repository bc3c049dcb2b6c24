import { defineRule, type Cause } from '../core/lint/rule.js';
import type { WfDocument } from '../core/model/document.js';
import { dataRange, documentRange, inLoopHome, loopState, newestPacket, packetReaction } from '../kinds/loop/model.js';

/** A state that says the loop is over (`completed`, `closed_stage_complete`, `stopped`, …). */
const TERMINAL = /^(?:completed?|done|closed|finished|stopped|whole_task_complete|stage_complete)(?:$|[_\s-])/i;

/** A state that says the loop waits on the user or stands blocked. */
const WAITING = /^(?:awaiting_user|await_user|waiting(?:_for)?_user|blocked|paused)(?:$|[_\s-])/i;
/** The reactions that keep the loop working (a unit is dispatched or running). */
const WORKING = new Set(['repair', 'continue_execution', 'continue_test', 'branch', 'advance']);
/** The keys under which CONTROL.md records the loop's state (seed 001:38, 001:123 "当前 lane、round…"). */
const CONTROL_STATE_KEYS = ['loop_state', 'loop_status', 'status'] as const;

/** Where `"state"` (or `loop_state` / `status`) stands in the runtime projection's text. */
function jsonStateAt(doc: WfDocument, value: string): { start: number; end: number } {
  const i = doc.text.indexOf(`"${value}"`);
  return i < 0 ? { start: 0, end: Math.max(0, doc.text.indexOf('\n')) } : { start: i, end: i + value.length + 2 };
}

export default defineRule({
  id: 'loop-bootstrap-no-stop',
  meta: {
    type: 'problem',
    description: 'Bootstrap never writes `STOP.codex` nor a business-complete state; `STOP.codex` and a completed state only once the newest packet binds close or block',
    severity: 'error',
    fixable: false,
    crossFile: true,
    kinds: ['loop-control', 'loop-runtime-state'],
    messages: {
      stop: 'Unexpected `STOP.codex` while the loop state is `active_awaiting_first_wakeup`, expected no STOP during Bootstrap (the first wake-up must run the first business unit)',
      stopUnbound:
        'Unexpected `STOP.codex` while the newest decision packet binds {{reaction}}, expected a packet that binds `reaction: close` or `reaction: block` first (no scheduler stop without closure or block)',
      completedState:
        'Unexpected loop state `{{state}}` while the newest decision packet binds {{reaction}}, expected an active state (`active_awaiting_first_wakeup`, `active_running`, …) until a close or block packet',
      waitingState: 'Unexpected loop state `{{state}}` while the newest decision packet binds {{reaction}}, expected an active state (`awaiting_user` only when no allowed isolated action remains)',
    },
  },
  check({ doc, workspace, report }) {
    const home = doc.loopHome ?? '';
    const newest = newestPacket(workspace, home);
    const reaction = newest ? packetReaction(newest) : undefined;
    const bound = reaction === 'close' || reaction === 'block';
    const working = reaction !== undefined && WORKING.has(reaction);
    const shown = reaction ? `\`reaction: ${reaction}\`` : newest ? 'no reaction' : 'nothing (there is no packet)';
    if (doc.kind.id === 'loop-runtime-state') {
      // Seed 001:38, 001:93, 001:104: the projection says active until the loop is closed.
      if (bound) return;
      let state: string | undefined;
      try {
        const json = JSON.parse(doc.text) as Record<string, unknown>;
        for (const k of ['loop_state', 'state', 'status'])
          if (typeof json?.[k] === 'string') {
            state = json[k];
            break;
          }
      } catch {
        return;
      }
      if (state && TERMINAL.test(state.trim())) report({ messageId: 'completedState', data: { state, reaction: shown }, ...jsonStateAt(doc, state) });
      else if (state && working && WAITING.test(state.trim())) report({ messageId: 'waitingState', data: { state, reaction: shown }, ...jsonStateAt(doc, state) });
      return;
    }
    const own = doc.data.loop_state;
    // Seed 001:38, 001:106 (不能静默改成 current-turn complete): CONTROL.md's state, under any of its keys.
    for (const key of CONTROL_STATE_KEYS) {
      const v = doc.data[key];
      if (typeof v !== 'string') continue;
      if (!bound && TERMINAL.test(v.trim())) report({ messageId: 'completedState', data: { state: v.trim(), reaction: shown }, ...dataRange(doc, [key]) });
      // Seed 001:667: awaiting_user only while no allowed isolated action remains.
      else if (working && WAITING.test(v.trim())) report({ messageId: 'waitingState', data: { state: v.trim(), reaction: shown }, ...dataRange(doc, [key]) });
      break;
    }
    const stop = inLoopHome(home, 'STOP.codex');
    if (!workspace.exists(stop)) return;
    const state = loopState(workspace, home);
    const cause: Cause[] = [{ relPath: stop, line: 1, message: 'STOP.codex' }];
    if (state?.value === 'active_awaiting_first_wakeup') {
      if (state.relPath !== doc.relPath) cause.push({ relPath: state.relPath, line: 1, message: 'Loop state `active_awaiting_first_wakeup`' });
      const at = state.path && state.relPath === doc.relPath ? dataRange(doc, state.path) : documentRange(doc);
      report({ messageId: 'stop', ...at, cause });
      return;
    }
    // Seed 001:290 (`scheduler_stop_without_closure_or_block`), 001:748: STOP.codex keeps its meaning.
    if (!bound)
      report({
        messageId: 'stopUnbound',
        data: { reaction: shown },
        ...(typeof own === 'string' ? dataRange(doc, ['loop_state']) : documentRange(doc)),
        cause: newest ? [...cause, { relPath: newest.relPath, start: 0, end: 0, message: 'The newest decision packet' }] : cause,
      });
  },
});
