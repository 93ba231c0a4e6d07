import type { TimelineEntry } from '@seva/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import hiTimeline from '../../../messages/hi/timeline.ts';
import { render } from '../../../test/render.tsx';
import { ApplicationTimeline } from './ApplicationTimeline.tsx';

/** The one timeline on both detail pages (docs/decisions/065-one-timeline.md). */
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

const at = (minute: number) => `2026-11-20T04:${String(minute).padStart(2, '0')}:00.000Z`;

/** Newest first, as the server sends it to operators. */
const entries: TimelineEntry[] = [
  {
    id: 'access-2',
    type: 'identity_access',
    at: at(50),
    by: 'Ravi Kumar',
    subject: 'document',
    documentType: 'aadharFile',
    attachmentId: 'a1',
    action: 'download',
  },
  {
    id: 'access-1',
    type: 'identity_access',
    at: at(45),
    by: 'Ravi Kumar',
    subject: 'identity_numbers',
    documentType: null,
    attachmentId: null,
    action: 'view',
  },
  { id: 'note-1', type: 'note', at: at(40), by: 'Ravi Kumar', text: 'Call her before noon' },
  {
    id: 'event-1',
    type: 'assignment',
    at: at(35),
    by: 'Ravi Kumar',
    change: 'assigned',
    operator: 'Ravi Kumar',
  },
  {
    id: 'payment-1',
    type: 'payment',
    at: at(30),
    by: 'Ravi Kumar',
    receiptNumber: 'SEVA/2026-27/000007',
    amount: 157,
    method: 'cash',
    reverses: null,
    reason: null,
  },
  {
    id: 'sent-1',
    type: 'sent_back',
    at: at(25),
    by: 'Ravi Kumar',
    from: 'in_progress',
    reason: 'The photo is blurred',
    documents: [{ key: 'photo', label: 'A clearer photo', received: true }],
  },
  {
    id: 'comment-1',
    type: 'comment',
    at: at(20),
    by: 'Ravi Kumar',
    text: 'Please wait 2 days',
  },
  {
    id: 'status-1',
    type: 'status_changed',
    at: at(10),
    by: 'Ravi Kumar',
    from: 'pending',
    to: 'in_progress',
    reason: null,
  },
  { id: 'filed-1', type: 'filed', at: at(0), by: 'Sunita Kumari', atCounter: false },
];

const items = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="timeline-entry"]')].map((item) => ({
    type: item.getAttribute('data-type'),
    text: item.textContent ?? '',
  }));

describe('ApplicationTimeline', () => {
  it('shows operators every entry, newest first, each with its words, when and who', async () => {
    const container = await shown(<ApplicationTimeline entries={entries} audience="operator" />);
    const shownItems = items(container);
    expect(shownItems.map((item) => item.type)).toEqual(entries.map((entry) => entry.type));
    const text = (type: string) => shownItems.find((item) => item.type === type)?.text ?? '';
    expect(shownItems[0]?.text).toContain('Ravi Kumar downloaded Aadhaar document');
    expect(shownItems[1]?.text).toContain('Ravi Kumar saw the full identity numbers');
    expect(text('note')).toContain('Internal note');
    expect(text('note')).toContain('Operators only');
    expect(text('note')).toContain('Call her before noon');
    expect(text('assignment')).toContain('Assigned to Ravi Kumar');
    expect(text('payment')).toContain('Payment received: ₹157 (Cash)');
    expect(text('payment')).toContain('Receipt SEVA/2026-27/000007');
    expect(text('sent_back')).toContain('Reason: The photo is blurred');
    expect(text('sent_back')).toContain('A clearer photo (received)');
    expect(text('comment')).toContain('Please wait 2 days');
    expect(text('status_changed')).toMatch(/Status changed.*pending.*in progress/i);
    expect(text('filed')).toContain('Application filed online');
    expect(text('filed')).toContain('by Sunita Kumari');
    // When, in the centre's time, on every entry.
    const times = [...container.querySelectorAll('time')].map((node) => node.dateTime);
    expect(times).toEqual(entries.map((entry) => entry.at));
    expect(text('filed')).toContain('20 Nov 2026');
  });

  it('tells the citizen who at the centre opened their documents, and never shows notes', async () => {
    const container = await shown(<ApplicationTimeline entries={entries} audience="citizen" />);
    const shownItems = items(container);
    expect(shownItems.map((item) => item.type)).not.toContain('note');
    expect(shownItems.map((item) => item.type)).not.toContain('assignment');
    expect(container.textContent).not.toContain('Call her before noon');
    expect(shownItems[0]?.text).toContain(
      'Ravi Kumar at the centre downloaded your Aadhaar document',
    );
    expect(shownItems[1]?.text).toContain(
      'Ravi Kumar at the centre saw your full identity numbers',
    );
    expect(shownItems).toHaveLength(entries.length - 2);
  });

  it('says so when nothing has happened', async () => {
    const container = await shown(<ApplicationTimeline entries={[]} audience="citizen" />);
    expect(items(container)).toEqual([]);
    expect(container.textContent).toContain('Nothing has happened yet.');
  });

  it('words a counter filing, a reversal, a replaced file, an unassignment, a photo opened', async () => {
    const container = await shown(
      <ApplicationTimeline
        audience="operator"
        entries={[
          {
            id: 'access-3',
            type: 'identity_access',
            at: at(59),
            by: null,
            subject: 'document',
            documentType: 'photo',
            attachmentId: 'p1',
            action: 'view',
          },
          {
            id: 'document-1',
            type: 'document_added',
            at: at(58),
            by: 'Sunita Kumari',
            documentType: 'photo',
            attachmentId: 'p2',
            path: '/api/services/s1/documents/p2/download',
            result: false,
            replacedAt: at(59),
            replaces: { attachmentId: 'p0', path: '/api/services/s1/documents/p0/download' },
          },
          {
            id: 'payment-2',
            type: 'payment',
            at: at(57),
            by: 'Ravi Kumar',
            receiptNumber: 'SEVA/2026-27/000008',
            amount: -157,
            method: 'cash',
            reverses: 'SEVA/2026-27/000007',
            reason: 'Typed twice',
          },
          {
            id: 'event-2',
            type: 'assignment',
            at: at(2),
            by: 'Meena Devi',
            change: 'unassigned',
            operator: 'Ravi Kumar',
          },
          { id: 'filed-2', type: 'filed', at: at(1), by: 'Ravi Kumar', atCounter: true },
        ]}
      />,
    );
    const texts = items(container).map((item) => item.text);
    expect(texts[0]).toContain('Someone at the centre opened photo');
    expect(texts[1]).toContain('Document received: photo');
    expect(texts[1]).toContain('Replaced later by a newer file');
    // Operators open both photos from here.
    const links = [...container.querySelectorAll('[data-type="document_added"] a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Open', '/api/services/s1/documents/p2/download?inline=1'],
      ['Open the file it replaced', '/api/services/s1/documents/p0/download?inline=1'],
    ]);
    expect(texts[2]).toContain('Payment of ₹157 reversed (receipt SEVA/2026-27/000007)');
    expect(texts[2]).toContain('Reason: Typed twice');
    expect(texts[3]).toContain('No longer assigned to Ravi Kumar');
    expect(texts[3]).toContain('by Meena Devi');
    expect(texts[4]).toContain('Application filed at the counter');
    expect(texts[4]).toContain('by Ravi Kumar');
  });

  it('has the same sentences in Hindi', () => {
    expect(
      hiTimeline.citizenAccess.download('रवि कुमार', hiTimeline.documents.aadharFile ?? ''),
    ).toBe('केंद्र पर रवि कुमार ने आपका आधार दस्तावेज़ डाउनलोड किया');
    expect(hiTimeline.citizenAccess.numbers('रवि कुमार')).toBe(
      'केंद्र पर रवि कुमार ने आपके पूरे पहचान नंबर देखे',
    );
    expect(hiTimeline.title).toBe('पूरा ब्योरा');
  });
});
