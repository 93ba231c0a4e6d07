import { act, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '../../test/render.tsx';
import { useFocusWhenShown } from './sms-code.tsx';

/** A step that shows its field only after an await: after some animation frames have gone by. */
function LateField({ delayMs }: { delayMs: number }) {
  const [shown, setShown] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const other = useRef<HTMLInputElement>(null);
  const focusWhenShown = useFocusWhenShown();
  const next = async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    setShown(true);
    focusWhenShown(field);
  };
  return (
    <>
      <input aria-label="other" ref={other} />
      <button type="button" onClick={() => void next()}>
        next
      </button>
      <button type="button" onClick={() => focusWhenShown(other)}>
        back
      </button>
      {shown ? <input aria-label="late" ref={field} /> : null}
    </>
  );
}

describe('useFocusWhenShown', () => {
  it('focuses a field that appears after the frame the focus was asked in', async () => {
    const view = await render(<LateField delayMs={60} />);
    const [next] = view.container.querySelectorAll('button');
    await act(async () => next?.click());
    await waitFor(() => expect(view.container.querySelector('[aria-label="late"]')).not.toBeNull());
    // Three frames and more after the click: a requestAnimationFrame focus would have missed it.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('late');
  });

  it('focuses a field already on the screen at once', async () => {
    const view = await render(<LateField delayMs={0} />);
    const back = view.container.querySelectorAll('button')[1];
    await act(async () => back?.click());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('other');
  });
});
