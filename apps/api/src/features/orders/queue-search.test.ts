import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { httpCaller, multipart } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

// The Orders queue's search box with names in Devanagari (docs/product.md, Languages;
// docs/decisions/059): word by word, in NFC, by the applicant's or the account holder's name.

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let admin: { authorization: string };
const call = httpCaller(() => base);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A ream of paper ordered by `holder` for `applicant`; its id. */
async function paperOrder(holder: { authorization: string }, applicant: string) {
  const response = await call(
    'POST',
    '/api/orders',
    holder,
    multipart({
      product: 'a4-paper',
      fullName: applicant,
      mobile: '9876543210',
      quantity: '1',
      address: 'वार्ड 4, गोह',
      city: 'गोह',
      state: 'बिहार',
      pincode: '824203',
    }),
  );
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json.order._id as string;
}

async function queue(search: string): Promise<string[]> {
  const response = await call(
    'GET',
    `/api/admin/orders?${new URLSearchParams({ search, limit: '100' })}`,
    admin,
  );
  expect(response.status).toBe(200);
  return (response.json.data as Array<{ _id: string }>).map((order) => order._id);
}

describe("the Orders queue's search", () => {
  it("finds 'रवि कुमार' by any word of the applicant's name, in any order", async () => {
    const holder = await verifiedCitizen(server, smtp, { name: 'Sunita Devi' });
    const id = await paperOrder(holder.auth, 'रवि कुमार');
    expect(await queue('रवि')).toContain(id);
    expect(await queue('कुमार')).toContain(id);
    expect(await queue('कुमार रवि')).toContain(id);
    expect(await queue('रवि कु')).toContain(id);
    // A word is matched from its start, and a vowel sign is part of it.
    expect(await queue('मार')).not.toContain(id);
    expect(await queue('रवी')).not.toContain(id);
    expect(await queue('रवि सिंह')).not.toContain(id);
  });

  it("finds an order by a word of the account holder's name", async () => {
    const holder = await verifiedCitizen(server, smtp, { name: 'सुनीता देवी' });
    const id = await paperOrder(holder.auth, 'Asha Kumari');
    expect(await queue('देवी')).toContain(id);
    expect(await queue('asha')).toContain(id);
    expect(await queue('KUMARI')).toContain(id);
  });

  it('compares in NFC: a nukta typed as one character or two finds the same name', async () => {
    const holder = await verifiedCitizen(server, smtp, { name: 'Field Worker' });
    const id = await paperOrder(holder.auth, '\u095Bाकिर हुसैन'); // ज़ as one code point
    expect(await queue('\u091C\u093Cाकिर')).toContain(id);
    expect(await queue('\u095Bाकिर')).toContain(id);
  });

  it('searches for % and _ as typed, not as wildcards', async () => {
    expect(await queue('%')).toEqual([]);
    expect(await queue('_')).toEqual([]);
  });
});
