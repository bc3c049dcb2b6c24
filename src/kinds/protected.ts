/** Ranges no fix may edit inside (spec README §3: append-only history). */
import type { WfDocument } from '../core/document.js';
import { decisionLogSection } from './task-state/view.js';

export function protectedRanges(doc: WfDocument): Array<readonly [number, number]> {
  if (doc.kind.id === 'task-state') {
    const log = decisionLogSection(doc);
    if (log) return [[log.headingEnd, log.end]];
  }
  return [];
}
