/** Project-wide settings that rules read (resolved from the config, spec README §7). */
import type { HeadingAliases } from '../model/headings.js';

export const DEFAULT_CLAIM_LATTICE = [
  'not_measured',
  'artifact_only',
  'useful_reasoning_only',
  'requirement_effect_changed',
  'primary_case_complete',
  'stage_complete',
  'whole_task_complete',
  'promotion_ready',
] as const;

export const DEFAULT_CLAIM_ALIASES: Readonly<Record<string, string>> = {
  'artifact exists': 'artifact_only',
  'not measured': 'not_measured',
  'useful reasoning only': 'useful_reasoning_only',
  'requirement effect changed': 'requirement_effect_changed',
  'primary case complete': 'primary_case_complete',
  'stage complete': 'stage_complete',
  'whole task complete': 'whole_task_complete',
  'promotion ready': 'promotion_ready',
};

export const DEFAULT_CLAIM_PHRASES: Readonly<Record<string, string>> = {
  'whole user task complete': 'whole_task_complete',
  全部完成: 'whole_task_complete',
  任务完成: 'whole_task_complete',
  'promotion ready': 'promotion_ready',
  // Seed 001:949: the final statement tells promotion_ready and verified effects apart from intent.
  已验证: 'whole_task_complete',
  'verified end to end': 'whole_task_complete',
  'ready for promotion': 'promotion_ready',
  '可以 promotion': 'promotion_ready',
};

export interface ClaimCeilingSettings {
  /** Low to high. */
  lattice: readonly string[];
  /** Alias → lattice value. */
  aliases: Readonly<Record<string, string>>;
  /** Prose phrase → lattice value it claims. */
  phrases: Readonly<Record<string, string>>;
  /** Allowed `weakest_evidence_class` values; unchecked when absent. */
  evidenceClasses?: readonly string[];
}

export interface Settings {
  /** Today's date, `YYYY-MM-DD` (injectable clock: fixes that write dates use it). */
  today: string;
  claimCeilings: ClaimCeilingSettings;
  /** Extra heading aliases: kind → canonical heading → aliases. */
  headingAliases: HeadingAliases;
}

export function localToday(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function defaultSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    today: process.env.WFLINT_TODAY ?? localToday(),
    claimCeilings: { lattice: DEFAULT_CLAIM_LATTICE, aliases: DEFAULT_CLAIM_ALIASES, phrases: DEFAULT_CLAIM_PHRASES },
    headingAliases: {},
    ...overrides,
  };
}
