import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemas, translate } from './schemas-hindi.ts';

// What the Hindi build's forms show before anything is sent (lib/schemas.ts loads this module
// there): the schemas' own texts, the shared messages and Zod's defaults, all in Hindi.
const DEVANAGARI = /[\u0900-\u097F]/;

describe("the Hindi build's schemas", () => {
  it("translate the schemas' fixed English texts", () => {
    const result = schemas.loginInput.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).not.toMatch(DEVANAGARI);
    expect(translate(message)).toMatch(DEVANAGARI);
  });

  it("have Hindi for the upload rules' type messages", () => {
    for (const rule of Object.values(schemas.fileRules).flatMap((rules) => Object.values(rules))) {
      expect(translate(rule.typeMessage), rule.typeMessage).toMatch(DEVANAGARI);
    }
  });

  it('answer the shared messages in Hindi', () => {
    expect(schemas.lockerMessages.tooLarge).toMatch(DEVANAGARI);
    expect(schemas.uploadMessages.tooLarge).toMatch(DEVANAGARI);
  });

  it("word Zod's own checks in Hindi", () => {
    const result = z.string().safeParse(42);
    expect(result.error?.issues[0]?.message).toMatch(DEVANAGARI);
  });

  it('leave a text with no Hindi as it is', () => {
    expect(translate('Some text nobody registered')).toBe('Some text nobody registered');
  });
});
