export const RANK_TIERS = ['title_exact', 'title_contains', 'description_contains'] as const;
