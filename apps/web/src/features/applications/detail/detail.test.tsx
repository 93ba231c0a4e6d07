import type { AttachmentView, StatusChangeView } from '@seva/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../test/render.tsx';
import { CommentList } from './CommentList.tsx';
import { DocumentGrid } from './DocumentCard.tsx';
import { FieldTable } from './FieldTable.tsx';
import { Timeline } from './Timeline.tsx';

/** The pieces both detail pages (the citizen's and the operator's) are built from. */
let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

async function shown(ui: Parameters<typeof render>[0]) {
  const rendered = await render(ui);
  unmount = rendered.unmount;
  return rendered.container;
}

/** What the reader sees: the text without Mantine's injected style sheets. */
function visibleText(container: HTMLElement): string {
  const copy = container.cloneNode(true);
  if (!(copy instanceof HTMLElement)) return '';
  for (const style of copy.querySelectorAll('style')) style.remove();
  return copy.textContent ?? '';
}

const texts = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].map((node) => node.textContent?.trim());

const change = (
  id: string,
  fromStatus: StatusChangeView['fromStatus'],
  toStatus: StatusChangeView['toStatus'],
  changedBy: string | null,
): StatusChangeView => ({
  _id: id,
  fromStatus,
  toStatus,
  changedBy,
  reason: null,
  createdAt: '2026-11-20T04:30:00.000Z',
});

const timelineTexts = {
  submitted: 'Submitted',
  by: (name: string) => `by ${name}`,
  empty: 'No status changes yet.',
};

describe('Timeline', () => {
  it('lists each move, oldest first, with who made it when known', async () => {
    const container = await shown(
      <Timeline
        createdAt="2026-11-20T04:00:00.000Z"
        texts={timelineTexts}
        history={[
          change('c1', null, 'pending', 'Sunita Devi'),
          change('c2', 'pending', 'in_progress', 'Operator One'),
          change('c3', 'in_progress', 'completed', null),
        ]}
      />,
    );
    const rows = texts(container, '[data-testid="status-change"]');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^Submitted\s*Pending.*by Sunita Devi$/);
    expect(rows[1]).toMatch(/^Pending\s*→\s*In progress.*by Operator One$/);
    expect(rows[2]).toMatch(/^In progress\s*→\s*Completed/);
    expect(rows[2]).not.toContain('by');
    expect(visibleText(container)).not.toContain(timelineTexts.empty);
  });

  it('starts with the submission when the history does not hold it', async () => {
    const container = await shown(
      <Timeline
        createdAt="2026-11-20T04:00:00.000Z"
        texts={timelineTexts}
        history={[change('c2', 'pending', 'rejected', 'Operator One')]}
      />,
    );
    const items = texts(container, 'li');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/^Submitted/);
    expect(items[1]).toMatch(/Pending\s*→\s*Rejected/);
  });

  it('says so when nothing has happened yet', async () => {
    const container = await shown(
      <Timeline createdAt="2026-11-20T04:00:00.000Z" texts={timelineTexts} history={[]} />,
    );
    expect(visibleText(container)).toContain('No status changes yet.');
  });
});

describe('CommentList', () => {
  it('shows comments as text, line breaks kept, markup not run', async () => {
    const container = await shown(
      <CommentList
        empty="No comments"
        comments={[
          {
            _id: 'k1',
            text: 'Bring the original\n<img src=x onerror=alert(1)>',
            createdAt: '2026-11-20T05:00:00.000Z',
          },
        ]}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('li')?.textContent).toContain(
      'Bring the original\n<img src=x onerror=alert(1)>',
    );
  });

  it('shows the empty text without comments', async () => {
    const container = await shown(<CommentList empty="No comments" comments={[]} />);
    expect(visibleText(container)).toBe('No comments');
  });
});

describe('DocumentGrid', () => {
  const attachment = (id: string, name: string, contentType: string): AttachmentView => ({
    _id: id,
    documentType: 'photo',
    originalName: name,
    contentType,
    size: 2048,
    createdAt: '2026-11-20T04:00:00.000Z',
    path: `/api/services/a1/documents/${id}/download`,
    replacedAt: null,
    requestedAs: null,
  });
  const words = { view: 'View', download: 'Download', pdfDocument: 'PDF document' };

  it('shows an image inline and a PDF as a placeholder, each with View and Download', async () => {
    const container = await shown(
      <DocumentGrid
        texts={words}
        empty="No documents"
        documents={[
          { ...attachment('d1', 'photo.png', 'image/png'), label: 'Photo' },
          { ...attachment('d2', 'aadhaar.pdf', 'application/pdf'), label: 'Aadhaar Card' },
        ]}
      />,
    );
    const cards = container.querySelectorAll('[data-testid="document-card"]');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe(
      '/api/services/a1/documents/d1/download?inline=1',
    );
    expect(cards[0]?.querySelector('img')?.getAttribute('alt')).toBe('Photo');
    expect(cards[1]?.querySelector('img')).toBeNull();
    expect(cards[1]?.textContent).toContain('PDF document');
    const links = [...(cards[1]?.querySelectorAll('a') ?? [])].map((link) => [
      link.getAttribute('aria-label'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['View: aadhaar.pdf', '/api/services/a1/documents/d2/download?inline=1'],
      ['Download: aadhaar.pdf', '/api/services/a1/documents/d2/download'],
    ]);
  });

  it('shows the empty text without documents', async () => {
    const container = await shown(
      <DocumentGrid texts={words} empty="No documents" documents={[]} />,
    );
    expect(visibleText(container)).toBe('No documents');
  });
});

describe('FieldTable', () => {
  it('shows each label above its value, with the test id asked for', async () => {
    const container = await shown(
      <FieldTable
        rows={[
          { key: 'name', label: 'Full Name', value: 'Sunita Devi', testId: 'field-name' },
          { key: 'block', label: 'Block', value: 'Sadar' },
        ]}
      />,
    );
    expect(container.querySelector('[data-testid="field-name"]')?.textContent).toBe('Sunita Devi');
    expect(visibleText(container)).toBe('Full NameSunita DeviBlockSadar');
  });
});
