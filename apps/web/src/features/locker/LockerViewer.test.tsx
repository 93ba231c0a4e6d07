import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc } from '../../test/fake-trpc.ts';
import { render, waitFor } from '../../test/render.tsx';
import { LockerViewer } from './LockerViewer.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const document_ = {
  _id: 'd1',
  name: 'Passport photo',
  photoPath: '/api/document/d1/photo',
  signaturePath: '/api/document/d1/signature',
  photoOriginalName: 'photo.png',
  signatureOriginalName: 'sign.jpg',
  createdAt: '2026-04-07T10:00:00.000Z',
};

describe('LockerViewer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Document not found' for an id that is not the caller's", async () => {
    fakeTrpc({ 'locker.byId': { error: { message: 'Document not found', status: 404 } } });
    const view = await render(<LockerViewer id="nope" onDeleted={() => {}} />);
    await waitFor(() => expect(view.container.textContent).toContain('Document not found'));
    view.unmount();
  });

  it('says the seed message when the document cannot be loaded', async () => {
    fakeTrpc({ 'locker.byId': { error: { message: 'Internal error', status: 500 } } });
    const view = await render(<LockerViewer id="d1" onDeleted={() => {}} />);
    await waitFor(() =>
      expect(view.container.textContent).toContain(
        'Failed to load document. Please try again later.',
      ),
    );
    view.unmount();
  });

  it('shows both images inline with downloads, and a placeholder for a broken one', async () => {
    fakeTrpc({ 'locker.byId': { data: { data: document_ } } });
    const view = await render(<LockerViewer id="d1" onDeleted={() => {}} />);
    const images = await waitFor(() => {
      const found = [...view.container.querySelectorAll('img')];
      expect(found).toHaveLength(2);
      return found;
    });
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/api/document/d1/photo?inline=1',
      '/api/document/d1/signature?inline=1',
    ]);
    const downloads = [...view.container.querySelectorAll('a[download]')];
    expect(downloads.map((a) => [a.getAttribute('href'), a.getAttribute('download')])).toEqual([
      ['/api/document/d1/photo', 'photo.png'],
      ['/api/document/d1/signature', 'sign.jpg'],
    ]);
    await act(async () => {
      images[0]?.dispatchEvent(new Event('error'));
    });
    expect(view.container.querySelectorAll('img')).toHaveLength(1);
    expect(view.container.querySelector('[data-testid="image-placeholder"]')?.textContent).toBe(
      'Image not available',
    );
    view.unmount();
  });
});
