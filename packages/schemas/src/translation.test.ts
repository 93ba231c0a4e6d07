import { describe, expect, it } from 'vitest';
import { plural, type SameParameters, type Translation } from './translation.ts';

const en = {
  title: 'Title',
  months: ['Jan', 'Feb'],
  nested: { greet: (name: string, count: number) => `Hello ${name} ${count}` },
} as const;

// A complete translation passes.
const good = {
  title: 'शीर्षक',
  months: ['जन', 'फ़र'],
  nested: { greet: (name, count) => `नमस्ते ${name} ${count}` },
} satisfies Translation<typeof en>;
const goodChecked: SameParameters<typeof good, typeof en> = true;

// Parameters may be renamed (a translator may reorder words, not the call).
const renamed = {
  title: 'शीर्षक',
  months: ['जन', 'फ़र'],
  nested: { greet: (who: string, times: number) => `${times} ${who}` },
} satisfies Translation<typeof en>;
const renamedChecked: SameParameters<typeof renamed, typeof en> = true;

// A missing key fails.
// @ts-expect-error nested is missing
const missing = { title: 'शीर्षक', months: ['जन', 'फ़र'] } satisfies Translation<typeof en>;

const extra = {
  title: 'शीर्षक',
  months: ['जन', 'फ़र'],
  nested: { greet: (name: string, count: number) => `${name} ${count}` },
  // @ts-expect-error an extra key fails
  more: 'x',
} satisfies Translation<typeof en>;

// A list of another length fails.
const shortList = {
  title: 'शीर्षक',
  // @ts-expect-error one month short
  months: ['जन'],
  nested: { greet: (name: string, count: number) => `${name} ${count}` },
} satisfies Translation<typeof en>;

// A message that drops a parameter is assignable, but SameParameters refuses it.
const fewer = {
  title: 'शीर्षक',
  months: ['जन', 'फ़र'],
  nested: { greet: (name: string) => `नमस्ते ${name}` },
} satisfies Translation<typeof en>;
// @ts-expect-error greet takes one parameter fewer than English
const fewerChecked: SameParameters<typeof fewer, typeof en> = true;

// A parameter of another type fails.
const otherType = {
  title: 'शीर्षक',
  months: ['जन', 'फ़र'],
  // @ts-expect-error count is a number in English
  nested: { greet: (name: string, count: string) => `${name} ${count}` },
} satisfies Translation<typeof en>;

describe('catalogue checks', () => {
  it('are type-level; the values above still render', () => {
    expect(good.nested.greet('रवि', 2)).toBe('नमस्ते रवि 2');
    expect([
      goodChecked,
      renamedChecked,
      missing,
      extra,
      shortList,
      fewer,
      fewerChecked,
      otherType,
    ]).toHaveLength(8);
  });
});

describe('plural', () => {
  const forms = { one: 'one', other: 'other' };
  it('follows Hindi: 0 and 1 are "one"', () => {
    expect([0, 1, 2, 5].map((n) => plural('hi', n, forms))).toEqual([
      'one',
      'one',
      'other',
      'other',
    ]);
  });
  it('follows English: only 1 is "one"', () => {
    expect([0, 1, 2].map((n) => plural('en', n, forms))).toEqual(['other', 'one', 'other']);
  });
});
