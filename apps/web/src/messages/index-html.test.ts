import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import englishEntry from './en/entry.ts';
import hindiEntry from './hi/entry.ts';
import { fillIndexHtml, indexHtmlMessages } from './index-html.ts';

const source = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

describe('index.html texts', () => {
  it('come from the catalogue: the source has placeholders, not English', () => {
    expect(source).not.toContain(englishEntry.common.loading);
    expect(source).toContain('{{ loading }}');
    const filled = fillIndexHtml(source);
    expect(filled).not.toMatch(/\{\{|\}\}/);
    expect(filled).toContain(`>${englishEntry.common.loading}</p>`);
    expect(filled).toContain(`<title>${englishEntry.brand}</title>`);
    expect(filled).toContain(
      `<meta name="description" content="${indexHtmlMessages('en').description}" />`,
    );
  });

  it("fills the Hindi build's index.html from the Hindi catalogues", () => {
    const filled = fillIndexHtml(source, indexHtmlMessages('hi'));
    expect(filled).toContain(`>${hindiEntry.common.loading}</p>`);
    expect(indexHtmlMessages('hi').loading).toBe(hindiEntry.common.loading);
    expect(filled).not.toMatch(/\{\{|\}\}/);
  });

  it('escapes messages and refuses a key the catalogue lacks', () => {
    expect(fillIndexHtml('<p>{{x}}</p>', { x: 'Tom & "Jerry" <b>' })).toBe(
      '<p>Tom &amp; &quot;Jerry&quot; &lt;b&gt;</p>',
    );
    expect(() => fillIndexHtml('<p>{{ nope }}</p>')).toThrow('{{ nope }} is not in the catalogue');
    expect(() => fillIndexHtml('<p>{{ toString }}</p>')).toThrow('not in the catalogue');
  });
});
