import type { Language } from './language.ts';

/**
 * What a translation of an English catalogue must be: every key and no other, a text for each
 * text, a message function for each message function taking the same parameters, a list of the
 * same length for each list. `satisfies Translation<typeof en…>` on the Hindi catalogue makes a
 * missing or extra key a type error; `SameParameters` catches a message whose translation takes
 * fewer parameters (which plain assignability would let through).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly string[]
      ? { readonly [K in keyof T]: string }
      : { readonly [K in keyof T]: Translation<T[K]> };

/** Each message's parameter list, each text as 'text', each list as 'list' (its length is `Translation`'s). */
type Shape<T> = T extends string
  ? 'text'
  : T extends (...args: infer A) => string
    ? A
    : T extends readonly string[]
      ? 'list'
      : { -readonly [K in keyof T]: Shape<T[K]> };

type Equal<A, B> =
  (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;

/**
 * `true` when two catalogues have the same keys and every message the same parameters, else
 * `never`: `const checked: SameParameters<typeof hiX, typeof enX> = true` fails the typecheck
 * on any difference.
 */
export type SameParameters<A, B> = Equal<Shape<A>, Shape<B>> extends true ? true : never;

/**
 * The plural form of `count` in `language`: Hindi, unlike English, treats 0 as 'one' too
 * (`Intl.PluralRules('hi')`), so "0 आवेदन" and "1 आवेदन" share a form.
 */
export function plural(
  language: Language,
  count: number,
  forms: { one: string; other: string },
): string {
  return new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other;
}
