/**
 * Operator texts the entry code needs (`m.operator`); none yet. The screens' own texts are in
 * `en-operator.ts`, reached through `messages/operator.ts` from lazy route chunks only.
 */
export const enAdmin = {} as const;
