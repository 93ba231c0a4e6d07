import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { Pager } from './Pager.tsx';

const texts = {
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
  paging: 'Pages',
};

const button = (name: string) =>
  [...document.body.querySelectorAll('button')].find((b) => b.textContent === name);

describe('Pager', () => {
  let unmount = () => {};
  afterEach(() => {
    unmount();
    document.body.innerHTML = '';
  });

  const show = async (
    page: number,
    list: { data?: { nextCursor: string | null }; isPlaceholderData: boolean },
  ) => {
    const pages = { page, previous: vi.fn(), next: vi.fn() };
    ({ unmount } = await render(<Pager pages={pages} list={list} texts={texts} />));
    return pages;
  };

  it('shows nothing before the list has loaded, or when one page holds everything', async () => {
    await show(1, { isPlaceholderData: false });
    expect(document.body.querySelector('nav, [role="navigation"]')).toBeNull();
    unmount();
    await show(1, { data: { nextCursor: null }, isPlaceholderData: false });
    expect(document.body.querySelector('[role="navigation"]')).toBeNull();
  });

  it('moves on with the page’s cursor, and back from page 2', async () => {
    const pages = await show(2, { data: { nextCursor: 'c3' }, isPlaceholderData: false });
    expect(document.body.textContent).toContain('Page 2');
    await act(async () => button('Next')?.click());
    expect(pages.next).toHaveBeenCalledWith('c3');
    await act(async () => button('Previous')?.click());
    expect(pages.previous).toHaveBeenCalledOnce();
  });

  it('holds Next while the previous page stands in as a placeholder; no Previous on page 1', async () => {
    await show(1, { data: { nextCursor: 'c2' }, isPlaceholderData: true });
    expect(button('Next')?.disabled).toBe(true);
    expect(button('Previous')?.disabled).toBe(true);
  });
});
