import { orderIdentityFields } from '@seva/schemas/order-forms';

/**
 * What a signed-out visitor typed into an order form, kept in this tab's sessionStorage while
 * they log in (text fields only: a browser cannot carry a chosen file across pages). Identity
 * numbers (Aadhaar, PAN, voter ID) are never kept: the cafe's computers are shared.
 */
const key = (slug: string) => `seva:order-draft:${slug}`;

export function saveOrderDraft(slug: string, values: Record<string, unknown>) {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (orderIdentityFields.includes(name)) continue;
    if (typeof value === 'string' && value !== '') text[name] = value;
  }
  try {
    sessionStorage.setItem(key(slug), JSON.stringify(text));
  } catch {
    // Storage full or disabled: the visitor types again, nothing breaks.
  }
}

export function readOrderDraft(slug: string): Record<string, string> {
  try {
    const raw = sessionStorage.getItem(key(slug));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function clearOrderDraft(slug: string) {
  try {
    sessionStorage.removeItem(key(slug));
  } catch {
    // Nothing kept.
  }
}
