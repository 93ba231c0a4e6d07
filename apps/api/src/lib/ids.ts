import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** An opaque random id (120 bits), safe in URLs and never sequential. */
export function newId(): string {
  const bytes = new Uint8Array(15);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}
