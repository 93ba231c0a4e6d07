/** Operator screens (issue 4), under `m.operator`: overview, queue, per-type lists, detail pages, users, settings. */
export const enAdmin = {} as const;
