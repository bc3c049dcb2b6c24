import type { CanonicalHeading } from '../../core/model/headings.js';

/** The seven H2 sections of a checkpoint, in canonical order (seed 003); empty ones are omitted. */
export const SECTION = {
  goals: '当前目标',
  decisions: '已确认决策',
  candidates: '候选与 AI 推断',
  rejected: '已否决方案',
  openQuestions: '待讨论问题',
  nonGoals: '非目标',
  carriers: '相关载体',
} as const;

export type SectionKey = keyof typeof SECTION;

/** Canonical headings with the English names seed 003 uses for them, and the Chinese spellings agents write (`待讨论的问题`). */
export const CHECKPOINT_SECTIONS: ReadonlyArray<CanonicalHeading & { key: SectionKey }> = [
  { key: 'goals', text: SECTION.goals, aliases: ['Current Goals', 'Current Goal'] },
  { key: 'decisions', text: SECTION.decisions, aliases: ['Confirmed Decisions', '已确认的决策', '已确认决定'] },
  { key: 'candidates', text: SECTION.candidates, aliases: ['候选与AI推断', 'Candidates and AI Inference', 'Candidates and AI Inferences', 'Candidates & AI Inference'] },
  { key: 'rejected', text: SECTION.rejected, aliases: ['Rejected Options', 'Rejected Plans', 'Rejected Solutions', '已否决的方案', '否决方案'] },
  { key: 'openQuestions', text: SECTION.openQuestions, aliases: ['Open Questions', '待讨论的问题', '未决问题', '开放问题'] },
  { key: 'nonGoals', text: SECTION.nonGoals, aliases: ['Non-goals', 'Non Goals'] },
  { key: 'carriers', text: SECTION.carriers, aliases: ['Related Carriers', 'Carriers', '相关的载体'] },
];

/** Item type labels of `候选与 AI 推断`. */
export const ITEM_TYPES = ['候选', 'AI 推断'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
