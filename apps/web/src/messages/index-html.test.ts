import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { m } from './index.ts';
import { fillIndexHtml, indexHtmlMessages } from './index-html.ts';

const source = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

describe('index.html texts', () => {
  it('come from the catalogue: the source has placeholders, not English', () => {
    expect(source).not.toContain(m.common.loading);
    expect(source).toContain('{{ loading }}');
    const filled = fillIndexHtml(source);
    expect(filled).not.toMatch(/\{\{|\}\}/);
    expect(filled).toContain(`>${m.common.loading}</p>`);
    expect(filled).toContain(`<title>${m.brand}</title>`);
    expect(filled).toContain(
      `<meta name="description" content="${indexHtmlMessages.description}" />`,
    );
  });

  it('escapes messages and refuses a key the catalogue lacks', () => {
    expect(fillIndexHtml('<p>{{x}}</p>', { x: 'Tom & "Jerry" <b>' })).toBe(
      '<p>Tom &amp; &quot;Jerry&quot; &lt;b&gt;</p>',
    );
    expect(() => fillIndexHtml('<p>{{ nope }}</p>')).toThrow('{{ nope }} is not in the catalogue');
    expect(() => fillIndexHtml('<p>{{ toString }}</p>')).toThrow('not in the catalogue');
  });
});
