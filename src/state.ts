/** `wflint state`: the `[STATE] <task-id> | <role> | <status> | 已检查` lines of seed 000 §8. */
import type { Engine } from './engine.js';
import { fileStem } from './kinds/task-state/view.js';

export function stateLines(engine: Engine, taskId?: string): { lines: string[]; found: boolean } {
  const lines: string[] = [];
  for (const rel of engine.targets()) {
    const doc = engine.document(rel);
    if (!doc || doc.kind.id !== 'task-state') continue;
    const h = new Map(doc.header.map((l) => [l.key, l.value] as const));
    const id = h.get('TASK_ID') || fileStem(doc);
    if (taskId && id !== taskId) continue;
    const errors = engine.lintFile(rel).errorCount;
    const check = errors === 0 ? '已检查' : `已检查（${errors} 个错误，运行 wflint ${rel}）`;
    lines.push(`[STATE] ${id} | ${h.get('CURRENT_ROLE') ?? '?'} | ${h.get('WORKFLOW_STATUS') ?? '?'} | ${check}`);
  }
  return { lines, found: !taskId || lines.length > 0 };
}
