import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, startTestServer, type TestServer } from '../../test/harness.ts';
import { httpCaller } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

// The operators' Settings edit the catalogue's Hindi texts (docs/decisions/055): what they save
// is what a Hindi reader sees; empty shows the English; a client that leaves them out keeps them.

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let admin: { authorization: string };
const call = httpCaller(() => base);
const hindi = { 'accept-language': 'hi' };

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

async function catalogue(url: string, headers: Record<string, string> = {}) {
  const response = await server.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const paper = {
  title: 'Computer Paper A4 Size',
  description: 'A4 computer paper for printing.',
  price: 15,
  unit: 'per packet',
  active: true,
};

describe("Settings: the catalogue's Hindi", () => {
  it("a product's Hindi title, description and unit: saved, shown, kept, cleared", async () => {
    const saved = await call('PUT', '/api/admin/settings/products/a4-paper', admin, {
      ...paper,
      titleHi: ' कंप्यूटर पेपर A4 ',
      descriptionHi: 'छपाई के लिए A4 कागज़।',
      unitHi: 'प्रति पैकेट',
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);

    const settings = await call('GET', '/api/admin/settings', admin);
    expect(settings.json.products).toContainEqual(
      expect.objectContaining({
        slug: 'a4-paper',
        title: paper.title,
        titleHi: 'कंप्यूटर पेपर A4',
        descriptionHi: 'छपाई के लिए A4 कागज़।'.normalize('NFC'),
        unitHi: 'प्रति पैकेट',
      }),
    );
    const shown = async (headers: Record<string, string>) =>
      (await catalogue('/api/catalogue/products', headers)).data.find(
        (product: { slug: string }) => product.slug === 'a4-paper',
      );
    expect(await shown(hindi)).toMatchObject({ title: 'कंप्यूटर पेपर A4', unit: 'प्रति पैकेट' });
    expect(await shown({})).toMatchObject({ title: paper.title, unit: paper.unit });

    // A client that knows nothing of the Hindi fields (an older form, a script) keeps them.
    const english = await call('PUT', '/api/admin/settings/products/a4-paper', admin, {
      ...paper,
      price: 16,
    });
    expect(english.status).toBe(200);
    expect(await shown(hindi)).toMatchObject({ title: 'कंप्यूटर पेपर A4', price: 16 });

    // Emptied: Hindi readers see the English again.
    const cleared = await call('PUT', '/api/admin/settings/products/a4-paper', admin, {
      ...paper,
      titleHi: '',
      descriptionHi: '',
      unitHi: '  ',
    });
    expect(cleared.status).toBe(200);
    expect(await shown(hindi)).toMatchObject({ title: paper.title, unit: paper.unit });
  });

  it('answers a too-long Hindi title in the caller’s language', async () => {
    const tooLong = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/products/a4-paper',
      headers: { ...admin, ...hindi, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...paper, titleHi: 'क'.repeat(101) }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('अधिकतम 100 अक्षर हो सकते हैं');
  });

  it("an RTPS block's and registration type's Hindi name: added, renamed, kept, cleared", async () => {
    const save = (body: object) => call('PUT', '/api/admin/settings/rtps', admin, body);
    const options = async (headers: Record<string, string> = {}) =>
      catalogue('/api/catalogue/rtps-options', headers);

    expect(
      (await save({ kind: 'block', code: 'DAUD', name: 'Daudnagar', nameHi: 'दाउदनगर' })).status,
    ).toBe(200);
    expect((await options(hindi)).blocks).toContainEqual({ code: 'DAUD', name: 'दाउदनगर' });
    expect((await options()).blocks).toContainEqual({ code: 'DAUD', name: 'Daudnagar' });
    const settings = await call('GET', '/api/admin/settings', admin);
    expect(settings.json.blocks).toContainEqual(
      expect.objectContaining({ code: 'DAUD', name: 'Daudnagar', nameHi: 'दाउदनगर' }),
    );

    // Deactivated and back by a client that sends no Hindi: the name stays.
    await save({ kind: 'block', code: 'DAUD', name: 'Daudnagar', active: false });
    await save({ kind: 'block', code: 'DAUD', name: 'Daudnagar', active: true });
    expect((await options(hindi)).blocks).toContainEqual({ code: 'DAUD', name: 'दाउदनगर' });

    await save({ kind: 'registrationType', code: 'BRCCO', name: 'BRCCO', nameHi: 'बीआरसीसीओ' });
    expect((await options(hindi)).registrationTypes).toContainEqual({
      code: 'BRCCO',
      name: 'बीआरसीसीओ',
    });
    await save({ kind: 'registrationType', code: 'BRCCO', name: 'BRCCO', nameHi: '' });
    expect((await options(hindi)).registrationTypes).toContainEqual({
      code: 'BRCCO',
      name: 'BRCCO',
    });
  });
});
