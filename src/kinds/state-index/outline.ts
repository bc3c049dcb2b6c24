import type { Outline } from '../../core/model/kind.js';

export const INDEX_LISTS = ['Active', 'Blocked', 'Completed'] as const;
export type IndexList = (typeof INDEX_LISTS)[number];

/** The list each workflow status belongs in. */
export const LIST_OF_STATUS: Readonly<Record<string, IndexList>> = { active: 'Active', blocked: 'Blocked', completed: 'Completed' };

export const stateIndexOutline: Outline = {
  depth: 2,
  sections: INDEX_LISTS.map((text) => ({ text })),
  bodies: { Active: '- none', Blocked: '- none', Completed: '- none' },
  presenceCheckedBy: 'state-index-structure',
};
