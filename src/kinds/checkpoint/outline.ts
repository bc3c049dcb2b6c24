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

/** Canonical headings with the English names seed 003 uses for them. */
export const CHECKPOINT_SECTIONS: ReadonlyArray<CanonicalHeading & { key: SectionKey }> = [
  { key: 'goals', text: SECTION.goals, aliases: ['Current Goals', 'Current Goal'] },
  { key: 'decisions', text: SECTION.decisions, aliases: ['Confirmed Decisions'] },
  { key: 'candidates', text: SECTION.candidates, aliases: ['候选与AI推断', 'Candidates and AI Inference', 'Candidates and AI Inferences', 'Candidates & AI Inference'] },
  { key: 'rejected', text: SECTION.rejected, aliases: ['Rejected Options', 'Rejected Plans', 'Rejected Solutions'] },
  { key: 'openQuestions', text: SECTION.openQuestions, aliases: ['Open Questions'] },
  { key: 'nonGoals', text: SECTION.nonGoals, aliases: ['Non-goals', 'Non Goals'] },
  { key: 'carriers', text: SECTION.carriers, aliases: ['Related Carriers', 'Carriers'] },
];

/** Item type labels of `候选与 AI 推断`. */
export const ITEM_TYPES = ['候选', 'AI 推断'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
