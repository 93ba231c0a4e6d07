import { describe, expect, it } from 'vitest';
import { render, waitFor } from '../test/render.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { documentTitle } from './document-title.ts';

describe('document titles', () => {
  it("names the screen, then the site: 'My Services — Seva'", () => {
    expect(documentTitle('My Services')).toBe('My Services — Seva');
  });

  it('puts a detail page’s reference first and leaves out parts still loading', () => {
    expect(documentTitle('SEVA-2026-000123', 'PAN Card')).toBe(
      'SEVA-2026-000123 · PAN Card — Seva',
    );
    expect(documentTitle(undefined, 'PAN Card')).toBe('PAN Card — Seva');
  });

  it('ScreenTitle renders the one H1 and sets the tab title', async () => {
    document.title = 'Seva';
    const view = await render(<ScreenTitle item="SEVA-2026-000123">PAN Card</ScreenTitle>);
    const headings = view.container.querySelectorAll('h1');
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe('PAN Card');
    await waitFor(() => expect(document.title).toBe('SEVA-2026-000123 · PAN Card — Seva'));
    view.unmount();
  });
});
