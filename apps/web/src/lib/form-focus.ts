import { useEffect } from 'react';

/**
 * The first invalid field of a form (`aria-invalid="true"`, which Mantine sets on every input
 * with an error and `PasswordField` adds to password inputs), in document order.
 */
export function firstInvalidField(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
}

/**
 * Moves the focus to the form's first invalid field (docs/decisions/069, WCAG 3.3.1): a screen
 * reader then reads the field with its error (Mantine links the error through
 * `aria-describedby`), and the CSS `scroll-margin-top` keeps it clear of the sticky header.
 * Leaves the focus alone when it is already on an invalid field or there is none.
 */
export function focusFirstInvalid(form: HTMLFormElement): boolean {
  const field = firstInvalidField(form);
  if (!field) return false;
  if (document.activeElement === field) return true;
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'start', behavior: 'auto' });
  return true;
}

/**
 * How long after a submit its errors may still appear: validation may wait for the schemas to
 * download first (lib/schemas.ts), which takes seconds on a slow line.
 */
export const ERROR_WAIT_MS = 10_000;

/**
 * Installed once around the whole app (AppProviders), so every form gains it, whatever drives
 * it (Mantine's useForm with `zodResolver`/`schemaResolver`, or plain state as on the login
 * page): after a submit, once its errors have rendered, the first invalid field takes the focus.
 * A submit that passes validation leaves no field invalid, so nothing moves; nor does it once
 * the user has moved the focus elsewhere meanwhile.
 */
export function useFocusFirstInvalidOnSubmit() {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const focusAtSubmit = document.activeElement;
      let done = false;
      const stop = () => {
        done = true;
        observer.disconnect();
        clearTimeout(timer);
      };
      const look = () => {
        if (done) return;
        const untouched =
          document.activeElement === focusAtSubmit || document.activeElement === document.body;
        if (!form.isConnected || !untouched) return stop();
        if (focusFirstInvalid(form)) stop();
      };
      // The errors render after this event (React state, sometimes after the schemas load).
      const observer = new MutationObserver(look);
      observer.observe(form, {
        subtree: true,
        attributes: true,
        attributeFilter: ['aria-invalid'],
      });
      const timer = setTimeout(stop, ERROR_WAIT_MS);
      setTimeout(look, 0);
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, []);
}
