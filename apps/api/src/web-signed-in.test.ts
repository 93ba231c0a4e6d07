import { describe, expect, it } from 'vitest';
import { fillSignedInPage } from './web-signed-in.ts';

const template =
  '<!doctype html><html><head><title><!--seva-title--></title></head><body><div id="root" data-prerendered><!--seva-markup--></div><!--seva-data--></body></html>';

describe('a signed-in page filled with its screen', () => {
  it('puts the markup in #root, the title in <title> and the data in a JSON script', () => {
    const html = fillSignedInPage(
      template,
      {
        markup: '<h1>RTPS Application</h1>',
        title: 'SEVA-2026-000123 · RTPS Application — Seva',
        queries: [[['applications', 'byId'], { referenceNumber: 'SEVA-2026-000123' }]],
      },
      'Seva',
    );
    expect(html).toContain('<title>SEVA-2026-000123 · RTPS Application — Seva</title>');
    expect(html).toContain(
      '<div id="root" data-prerendered><h1>RTPS Application</h1></div><script type="application/json" id="seva-data">',
    );
    const json = html.match(/<script type="application\/json" id="seva-data">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json ?? '')).toEqual({
      queries: [[['applications', 'byId'], { referenceNumber: 'SEVA-2026-000123' }]],
    });
  });

  it("keeps a citizen's own words inside the data: no value can end the script or the title", () => {
    const words = '</script><script>alert(1)</script><!--';
    const html = fillSignedInPage(
      template,
      { markup: '', title: `</title>${words}`, queries: [[['x'], { address: words }]] },
      'Seva',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('<title>&lt;/title&gt;&lt;/script&gt;');
    const json = html.match(/id="seva-data">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(json).queries[0][1].address).toBe(words);
  });

  it('falls back to the site name when the screen set no title', () => {
    const html = fillSignedInPage(template, { markup: '', queries: [] }, 'Seva');
    expect(html).toContain('<title>Seva</title>');
  });
});
