import { join } from 'node:path';
import { type OrderField, orderForms, type ProductSlug, productSlugs } from '@seva/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, filesUnder, validAadhaar } from '../../test/files.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { httpCaller, multipart, type Part, trpcCall } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;
let alice: Citizen;
let bob: Citizen;
let admin: { authorization: string };

const call = httpCaller(() => base);
const AADHAAR = validAadhaar();
const PAN = 'ABCDE1234F';
const DEMAT = '1208160012345678';

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, env: { PUBLIC_URL: 'http://seva.test:3000' } });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await verifiedCitizen(server, smtp, { name: 'Alice Kumari' });
  bob = await verifiedCitizen(server, smtp, { name: 'Bob Singh' });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A valid value for every text field any order form has. */
const textValues: Record<string, string> = {
  fullName: 'Alice Kumari',
  dob: '1990-05-01',
  gender: 'female',
  mobile: '9876543210',
  address: 'Ward 4, Goh',
  aadharNumber: AADHAAR,
  aadhaar: AADHAAR,
  voterIdNumber: 'ABC1234567',
  requestType: 'new',
  pan: PAN,
  panNumber: PAN,
  email: 'Alice.K@Example.test',
  demat: DEMAT,
  rationCard: 'RC-2231',
  state: 'Bihar',
  district: 'Aurangabad',
  fatherName: 'Ramesh Prasad',
  city: 'Goh',
  pincode: '824203',
  quantity: '3',
};

function fileFor(field: OrderField): Part {
  const kind = field.file?.types.includes('application/pdf') ? 'pdf' : 'jpeg';
  return { data: fakeFile(kind), name: `${field.name}.${kind === 'pdf' ? 'pdf' : 'jpg'}` };
}

/** A complete, valid order form for a product, with overrides (undefined drops a part). */
function orderParts(slug: ProductSlug, overrides: Record<string, Part | undefined> = {}) {
  const parts: Record<string, Part | undefined> = { product: slug };
  for (const field of orderForms[slug]) {
    parts[field.name] = field.kind === 'file' ? fileFor(field) : textValues[field.name];
  }
  return { ...parts, ...overrides };
}

const placeOrder = (
  auth: { authorization: string } | null,
  slug: ProductSlug,
  overrides: Record<string, Part | undefined> = {},
) => call('POST', '/api/orders', auth, multipart(orderParts(slug, overrides)));

const counts = async () => ({
  orders: await server.rowCount(server.tables.orders),
  files: await server.rowCount(server.tables.orderFiles),
  history: await server.rowCount(server.tables.orderStatusHistory),
  stored: (await server.storedKeys()).length,
  temp: filesUnder(join(server.dataDir, 'tmp')).length,
});

/** Runs a refused request and checks it left no row and no file behind. */
async function expectRefused(
  run: () => Promise<{ status: number; json: any }>,
  status: number,
  message: string,
) {
  const before = await counts();
  const response = await run();
  expect(response.json).toEqual({ message });
  expect(response.status).toBe(status);
  expect(await counts()).toEqual({ ...before, temp: 0 });
}

const setStatus = (id: string, status: string, auth = admin) =>
  call('PATCH', `/api/admin/orders/${id}/status`, auth, { status });
const markPaid = (id: string, body: object, auth = admin) =>
  call('POST', `/api/admin/orders/${id}/payment`, auth, body);

async function updateProduct(slug: string, changes: Partial<Record<string, unknown>>) {
  const settings = await call('GET', '/api/admin/settings', admin);
  const product = settings.json.products.find((p: any) => p.slug === slug);
  const { title, description, price, unit, active } = { ...product, ...changes };
  const response = await call('PUT', `/api/admin/settings/products/${slug}`, admin, {
    title,
    description,
    price,
    unit,
    active,
  });
  expect(response.status).toBe(200);
}

describe('placing an order', () => {
  it('a paper product: quantity × the catalogue price, pending, unpaid, e-mailed with the reference', async () => {
    const before = await counts();
    const response = await placeOrder(alice.auth, 'a4-paper');
    expect(response.status).toBe(201);
    expect(response.json.message).toBe('Order placed successfully!');
    const order = response.json.order;
    expect(order.reference).toMatch(/^SEVA-\d{4}-\d{6}$/);
    expect(order).toMatchObject({
      product: { slug: 'a4-paper', title: 'Computer Paper A4 Size', unit: 'per packet' },
      quantity: 3,
      unitPrice: 15,
      amount: 45,
      status: 'pending',
      paid: false,
      payment: null,
      applicantName: 'Alice Kumari',
      files: [],
      user: { _id: alice.user._id, email: alice.email },
    });
    expect(order.details).toEqual({
      fullName: 'Alice Kumari',
      mobile: '9876543210',
      quantity: 3,
      // No choice sent but an address (as the original portal's clients do): delivery.
      fulfilment: 'delivery',
      address: 'Ward 4, Goh',
      city: 'Goh',
      state: 'Bihar',
      pincode: '824203',
    });
    expect(order.history).toEqual([
      { from: null, to: 'pending', at: order.createdAt, by: 'Alice Kumari' },
    ]);
    expect(await counts()).toEqual({
      ...before,
      orders: before.orders + 1,
      history: before.history + 1,
    });

    const mail = await smtp.waitForMatching(alice.email, (m) =>
      m.subject.includes(order.reference),
    );
    expect(mail.subject).toBe(`Seva ${order.reference}: order placed`);
    const link = `http://seva.test:3000/dashboard/orders/${order._id}`;
    expect(mail.text).toContain(order.reference);
    expect(mail.text).toContain('Computer Paper A4 Size');
    expect(mail.text).toContain('3 × ₹15 = ₹45');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(order.reference);
  });

  it('pickup at the counter asks a name and a mobile only; delivery asks the whole address', async () => {
    const noAddress = { address: undefined, city: undefined, state: undefined, pincode: undefined };
    const pickup = await placeOrder(alice.auth, 'photo-paper', {
      ...noAddress,
      fulfilment: 'pickup',
    });
    expect(pickup.status, pickup.text).toBe(201);
    expect(pickup.json.order.details).toEqual({
      fullName: 'Alice Kumari',
      mobile: '9876543210',
      quantity: 3,
      fulfilment: 'pickup',
    });
    // Nothing chosen and no address: pickup. An address sent with pickup is not kept.
    const blank = await placeOrder(alice.auth, 'laminated-pouch', noAddress);
    expect(blank.json.order.details.fulfilment).toBe('pickup');
    const kept = await placeOrder(alice.auth, 'pan-card-pvc', { fulfilment: 'pickup' });
    expect(kept.status).toBe(201);
    expect(Object.keys(kept.json.order.details)).toEqual([
      'fullName',
      'panNumber',
      'mobile',
      'fulfilment',
    ]);

    await expectRefused(
      () => placeOrder(bob.auth, 'a4-paper', { ...noAddress, fulfilment: 'delivery' }),
      400,
      'Address is required',
    );
    await expectRefused(
      () =>
        placeOrder(bob.auth, 'laminated-aadhar', { pincode: undefined, fulfilment: 'delivery' }),
      400,
      'Pincode is required',
    );
    await expectRefused(
      () => placeOrder(bob.auth, 'a4-paper', { fulfilment: 'drone' }),
      400,
      'Invalid Pickup or Delivery',
    );
    const delivery = await placeOrder(bob.auth, 'a4-paper', { fulfilment: 'delivery' });
    expect(delivery.json.order.details).toMatchObject({
      fulfilment: 'delivery',
      address: 'Ward 4, Goh',
      pincode: '824203',
    });
  });

  it('a product with files: content-checked, stored privately, identity numbers kept out of the mail', async () => {
    const before = await counts();
    const response = await placeOrder(alice.auth, 'eshare-card');
    expect(response.status).toBe(201);
    const order = response.json.order;
    expect(order).toMatchObject({ quantity: 1, unitPrice: 100, amount: 100 });
    expect(order.details.aadhaar).toBe(AADHAAR);
    expect(order.details.pan).toBe(PAN);
    expect(order.details.email).toBe('alice.k@example.test');
    expect(order.files.map((f: any) => [f.field, f.contentType, f.originalName])).toEqual([
      ['document', 'application/pdf', 'document.pdf'],
    ]);
    expect(await counts()).toEqual({
      orders: before.orders + 1,
      files: before.files + 1,
      history: before.history + 1,
      stored: before.stored + 1,
      temp: 0,
    });
    const mail = await smtp.waitForMatching(alice.email, (m) =>
      m.subject.includes(order.reference),
    );
    for (const number of [AADHAAR, PAN]) {
      expect(mail.text).not.toContain(number);
      expect(mail.html).not.toContain(number);
    }
  });

  it('each product on sale takes its own complete form', async () => {
    for (const slug of productSlugs) {
      const response = await placeOrder(bob.auth, slug);
      expect([slug, response.status, response.json.message]).toEqual([
        slug,
        201,
        'Order placed successfully!',
      ]);
    }
  });

  it('leaves out the optional fields: ration card, Aadhar number when updating, the laminated Aadhar PDF', async () => {
    expect((await placeOrder(bob.auth, 'ayushman-card', { rationCard: undefined })).status).toBe(
      201,
    );
    const updating = await placeOrder(bob.auth, 'voter-id', {
      requestType: 'update',
      aadharNumber: undefined,
      voterIdNumber: '',
    });
    expect(updating.status).toBe(201);
    const laminated = await placeOrder(bob.auth, 'laminated-aadhar', { aadharFile: undefined });
    expect(laminated.status).toBe(201);
    expect(laminated.json.order.files).toEqual([]);
  });

  it('every required field of every form, in form order, leaving nothing behind', async () => {
    let checked = 0;
    const kinds = new Set<string>();
    for (const slug of productSlugs) {
      for (const field of orderForms[slug]) {
        if (field.optional === true) continue;
        await expectRefused(
          () => placeOrder(bob.auth, slug, { [field.name]: undefined }),
          400,
          `${field.label} is required`,
        );
        kinds.add(field.kind);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect([...kinds].sort()).toEqual(
      ['date', 'email', 'file', 'quantity', 'select', 'tel', 'text', 'textarea'].sort(),
    );
    // Blank after trimming is missing too; a text part cannot stand in for a file.
    await expectRefused(
      () => placeOrder(bob.auth, 'aadhar-card', { fullName: '   ' }),
      400,
      'Full Name is required',
    );
    await expectRefused(
      () => placeOrder(bob.auth, 'aadhar-card', { document: 'not a file' }),
      400,
      'Supporting Document is required',
    );
  });

  it.each([
    ['aadhar-card', { mobile: '12345' }, 'Invalid mobile number'],
    ['aadhar-card', { aadharNumber: '234567890123' }, 'Invalid Aadhar number'],
    ['aadhar-card', { gender: 'robot' }, 'Invalid Gender'],
    ['aadhar-card', { dob: '2999-01-01' }, 'Invalid date of birth'],
    ['aadhar-card', { requestType: 'check' }, 'Invalid Request Type'],
    ['voter-id', { voterIdNumber: 'AB12' }, 'Invalid voter ID number'],
    ['eshare-card', { pan: 'ABCD1234F' }, 'Invalid PAN number'],
    ['eshare-card', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['pan-card-pvc', { pincode: '012345' }, 'Invalid pincode'],
    ['a4-paper', { quantity: '0' }, 'Quantity must be at least 1'],
    ['a4-paper', { quantity: '2.5' }, 'Quantity must be at least 1'],
    ['a4-paper', { quantity: '101' }, 'Quantity must be at most 100'],
    ['a4-paper', { fullName: 'x'.repeat(101) }, 'Full Name must be at most 100 characters'],
    ['a4-paper', { product: 'gold-bar' }, 'Unknown product'],
    ['a4-paper', { product: undefined }, 'Unknown product'],
  ] as const)('%s with %o: "%s"', async (slug, overrides, message) => {
    await expectRefused(() => placeOrder(bob.auth, slug, overrides), 400, message);
  });

  it('decides file types by content and refuses files the form does not have', async () => {
    await expectRefused(
      () =>
        placeOrder(bob.auth, 'aadhar-card', {
          document: { data: fakeFile('exe'), name: 'aadhaar.pdf', type: 'application/pdf' },
        }),
      400,
      'Only JPEG, JPG, PNG and PDF files are allowed',
    );
    await expectRefused(
      () =>
        placeOrder(bob.auth, 'laminated-aadhar', {
          aadharFile: { data: fakeFile('jpeg'), name: 'aadhaar.pdf' },
        }),
      400,
      'Only PDF files are allowed',
    );
    await expectRefused(
      () =>
        placeOrder(bob.auth, 'a4-paper', { photo: { data: fakeFile('jpeg'), name: 'photo.jpg' } }),
      400,
      'Unexpected file field: photo',
    );
    await expectRefused(
      () =>
        placeOrder(bob.auth, 'pan-card-pvc', {
          panFile: { data: fakeFile('pdf', 5_242_881), name: 'epan.pdf' },
        }),
      413,
      'File size should not exceed 5MB',
    );
    await expectRefused(
      () => call('POST', '/api/orders', bob.auth, { product: 'a4-paper' }),
      400,
      'Expected a multipart/form-data upload',
    );
  });

  it('keeps the price it was placed at when an admin changes the product; refuses a retired product', async () => {
    const first = await placeOrder(alice.auth, 'photo-paper', { quantity: '2' });
    expect(first.json.order).toMatchObject({ unitPrice: 20, amount: 40 });
    try {
      await updateProduct('photo-paper', { price: 35, title: '4X6 Photo Paper (glossy)' });
      const again = await call('GET', `/api/orders/${first.json.order._id}`, alice.auth);
      expect(again.json.data).toMatchObject({
        unitPrice: 20,
        amount: 40,
        product: { title: '4X6 Photo Paper' },
      });
      const second = await placeOrder(alice.auth, 'photo-paper', { quantity: '2' });
      expect(second.json.order).toMatchObject({
        unitPrice: 35,
        amount: 70,
        product: { title: '4X6 Photo Paper (glossy)' },
      });

      await updateProduct('photo-paper', { active: false });
      await expectRefused(
        () => placeOrder(alice.auth, 'photo-paper'),
        409,
        'This product is not available right now',
      );
    } finally {
      await updateProduct('photo-paper', { price: 20, title: '4X6 Photo Paper', active: true });
    }
  });

  it('sells no PAN card: it is an application (one PAN offer), on every door and in Settings', async () => {
    // The form of the old product would be complete: the refusal is about the product alone.
    const parts: Record<string, Part> = { product: 'pan-card' };
    for (const field of orderForms['pan-card']) {
      parts[field.name] = field.kind === 'file' ? fileFor(field) : (textValues[field.name] ?? '');
    }
    await expectRefused(
      () => call('POST', '/api/orders', bob.auth, multipart(parts)),
      409,
      'This is no longer sold as a product: apply for it from the Services page',
    );
    const hindi = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { ...bob.auth, 'accept-language': 'hi' },
      body: multipart(parts),
    });
    expect([hindi.status, ((await hindi.json()) as { message: string }).message]).toEqual([
      409,
      'यह अब उत्पाद के रूप में नहीं मिलता: सेवाएँ पेज से इसके लिए आवेदन करें',
    ]);

    const catalogue = await call('GET', '/api/catalogue/products', null);
    expect(catalogue.json.data.map((p: any) => p.slug)).toEqual([...productSlugs]);
    const settings = await call('GET', '/api/admin/settings', admin);
    const slugs = settings.json.products.map((p: any) => p.slug);
    expect(slugs).toContain('apply-pan-card');
    expect(slugs).toContain('pan-card-pvc');
    expect(slugs).not.toContain('pan-card');
    const edit = await call('PUT', '/api/admin/settings/products/pan-card', admin, {
      title: 'Pan Card',
      description: 'PAN card print or correction request.',
      price: 50,
      unit: 'per card',
      active: true,
    });
    expect([edit.status, edit.json]).toEqual([404, { message: 'Product not found' }]);
    const { products } = server.tables;
    const [row] = await server.db.select().from(products).where(eq(products.slug, 'pan-card'));
    expect(row).toMatchObject({ kind: 'product', active: false });
  });

  it('describes the E Share card as the demat (share) card service it is', async () => {
    const settings = await call('GET', '/api/admin/settings', admin);
    const eshare = settings.json.products.find((p: any) => p.slug === 'eshare-card');
    expect(eshare.description).toContain('demat (share) account');
    expect(eshare.description).not.toMatch(/shram/i);
  });

  it('refuses signed-out callers before reading the upload', async () => {
    await expectRefused(
      () => placeOrder(null, 'a4-paper'),
      401,
      'Please log in to access this page',
    );
    for (const path of ['/api/orders/my-orders', '/api/orders/anything']) {
      expect((await call('GET', path, null)).status).toBe(401);
    }
  });
});

describe('reading and cancelling', () => {
  it("my-orders lists only the caller's orders, newest first, identity numbers masked", async () => {
    const carol = await verifiedCitizen(server, smtp, { name: 'Carol Devi' });
    const a = await placeOrder(carol.auth, 'eshare-card');
    const b = await placeOrder(carol.auth, 'a4-paper');
    await placeOrder(bob.auth, 'a4-paper');
    const mine = await call('GET', '/api/orders/my-orders', carol.auth);
    expect(mine.status).toBe(200);
    expect(mine.json.data.map((o: any) => o._id)).toEqual([b.json.order._id, a.json.order._id]);
    const eshare = mine.json.data[1];
    expect(eshare.details).toMatchObject({
      aadhaar: `XXXX XXXX ${AADHAAR.slice(-4)}`,
      pan: 'XXXXXX234F',
      demat: `XXXXXXXXXXXX${DEMAT.slice(-4)}`,
    });
    expect(JSON.stringify(mine.json)).not.toContain(AADHAAR);
    expect(eshare.files).toHaveLength(1);
    expect(eshare.history).toHaveLength(1);

    const pending = await call('GET', '/api/orders/my-orders?status=pending', carol.auth);
    expect(pending.json.data).toHaveLength(2);
    const bad = await call('GET', '/api/orders/my-orders?status=lost', carol.auth);
    expect(bad.status).toBe(400);

    // The order's own page shows them whole, to its owner and to an admin only.
    const own = await call('GET', `/api/orders/${a.json.order._id}`, carol.auth);
    expect(own.json.data.details).toMatchObject({ aadhaar: AADHAAR, pan: PAN, demat: DEMAT });
    const byAdmin = await call('GET', `/api/orders/${a.json.order._id}`, admin);
    expect(byAdmin.json.data.user).toMatchObject({ name: 'Carol Devi', email: carol.email });
    for (const id of [a.json.order._id, 'no-such-order']) {
      const other = await call('GET', `/api/orders/${id}`, bob.auth);
      expect([other.status, other.json]).toEqual([404, { message: 'Order not found' }]);
    }
  });

  it('downloads an order file with safe headers, for the owner and an admin only', async () => {
    const bytes = fakeFile('jpeg', 4000);
    const placed = await placeOrder(alice.auth, 'aadhar-card', {
      document: { data: bytes, name: 'my photo.jpg' },
    });
    const order = placed.json.order;
    const photo = order.files.find((f: any) => f.field === 'document');
    const path = `/api/orders/${order._id}/files/${photo._id}/download`;
    const download = await fetch(`${base}${path}`, { headers: alice.auth });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my photo.jpg"/,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('no-store');
    const inline = await fetch(`${base}${path}?inline=1`, { headers: alice.auth });
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    await inline.arrayBuffer();
    expect((await call('GET', path, admin)).status).toBe(200);
    expect((await call('GET', path, bob.auth)).json).toEqual({ message: 'Order not found' });
    expect((await call('GET', path, null)).status).toBe(401);
    const otherFile = await call('GET', `/api/orders/${order._id}/files/nope/download`, alice.auth);
    expect([otherFile.status, otherFile.json]).toEqual([404, { message: 'File not found' }]);
  });

  it('lets the owner cancel a pending order only; another citizen gets 404', async () => {
    const placed = (await placeOrder(alice.auth, 'laminated-pouch')).json.order;
    const byBob = await call('POST', `/api/orders/${placed._id}/cancel`, bob.auth);
    expect([byBob.status, byBob.json]).toEqual([404, { message: 'Order not found' }]);
    const byAdmin = await call('POST', `/api/orders/${placed._id}/cancel`, admin);
    expect(byAdmin.status).toBe(404);
    const signedOut = await call('POST', `/api/orders/${placed._id}/cancel`, null);
    expect(signedOut.status).toBe(401);

    const cancelled = await call('POST', `/api/orders/${placed._id}/cancel`, alice.auth);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.message).toBe('Order cancelled successfully');
    expect(cancelled.json.order.status).toBe('cancelled');
    expect(cancelled.json.order.history.map((h: any) => [h.from, h.to, h.by])).toEqual([
      [null, 'pending', 'Alice Kumari'],
      ['pending', 'cancelled', 'Alice Kumari'],
    ]);
    const twice = await call('POST', `/api/orders/${placed._id}/cancel`, alice.auth);
    expect([twice.status, twice.json]).toEqual([
      409,
      { message: 'Only a pending order can be cancelled' },
    ]);

    const working = (await placeOrder(alice.auth, 'laminated-pouch')).json.order;
    expect((await setStatus(working._id, 'in_progress')).status).toBe(200);
    const late = await call('POST', `/api/orders/${working._id}/cancel`, alice.auth);
    expect([late.status, late.json]).toEqual([
      409,
      { message: 'Only a pending order can be cancelled' },
    ]);
  });
});

describe('the operators', () => {
  it('move an order along the allowed path only, keeping history and e-mailing the citizen', async () => {
    const order = (await placeOrder(alice.auth, 'voter-id')).json.order;
    const refused = [
      ['completed', 'Cannot change status from Pending to Completed'],
      ['pending', 'The order is already Pending'],
    ];
    for (const [status, message] of refused) {
      const response = await setStatus(order._id, status as string);
      expect([response.status, response.json]).toEqual([409, { message }]);
    }
    const moved = await setStatus(order._id, 'in_progress');
    expect(moved.status).toBe(200);
    expect(moved.json.message).toBe('Status updated successfully!');
    expect(moved.json.order.status).toBe('in_progress');
    const mail = await smtp.waitForMatching(
      alice.email,
      (m) => m.subject === `Seva ${order.reference}: status is now In Progress`,
    );
    expect(mail.text).toContain(`http://seva.test:3000/dashboard/orders/${order._id}`);
    expect(mail.text).toContain('Its status is now: In Progress.');
    expect(mail.text).not.toContain(AADHAAR);

    const done = await setStatus(order._id, 'completed');
    expect(done.json.order.history.map((h: any) => [h.from, h.to, h.by])).toEqual([
      [null, 'pending', 'Alice Kumari'],
      ['pending', 'in_progress', 'Operator'],
      ['in_progress', 'completed', 'Operator'],
    ]);
    for (const status of ['cancelled', 'in_progress', 'pending']) {
      const response = await setStatus(order._id, status);
      expect(response.status).toBe(409);
    }
    expect((await setStatus(order._id, 'cancelled')).json.message).toBe(
      'Cannot change status from Completed to Cancelled',
    );

    const other = (await placeOrder(alice.auth, 'voter-id')).json.order;
    expect((await setStatus(other._id, 'cancelled')).json.order.status).toBe('cancelled');
    expect((await setStatus(other._id, 'in_progress')).status).toBe(409);
    expect((await setStatus(other._id, 'lost')).status).toBe(400);
    const missing = await setStatus('no-such-order', 'in_progress');
    expect([missing.status, missing.json]).toEqual([404, { message: 'Order not found' }]);
  });

  it('record a payment once, never on a cancelled order, and e-mail the citizen', async () => {
    const order = (await placeOrder(alice.auth, 'a4-paper', { quantity: '4' })).json.order;
    for (const [body, message] of [
      [{ amount: 0, method: 'cash' }, 'Amount must be at least ₹1'],
      [{ amount: 12.5, method: 'cash' }, 'Amount must be in whole rupees'],
      [{ amount: 60, method: 'card' }, 'Payment method must be cash or UPI'],
      [{ amount: 60, method: 'upi' }, 'UPI payments need the 12-digit UTR'],
      [{ amount: 60, method: 'upi', utr: '12345' }, 'The UTR is 12 digits'],
      [{ amount: 60, method: 'cash', utr: '123456789012' }, 'A cash payment has no UTR'],
    ] as const) {
      const response = await markPaid(order._id, body);
      expect([response.status, response.json]).toEqual([400, { message }]);
    }
    const paid = await markPaid(order._id, { amount: 60, method: 'upi', utr: '123456789012' });
    expect(paid.status).toBe(200);
    expect(paid.json.message).toBe('Payment recorded successfully');
    expect(paid.json.receipt).toMatchObject({
      number: expect.stringMatching(/^SEVA\/\d{4}-\d{2}\/\d{6}$/),
      amount: 60,
      method: 'upi',
      utr: '123456789012',
    });
    expect(paid.json.order).toMatchObject({
      paid: true,
      payment: { amount: 60, method: 'upi', at: expect.any(String) },
      status: 'pending',
    });
    const mail = await smtp.waitForMatching(
      alice.email,
      (m) => m.subject === `Seva ${order.reference}: payment recorded`,
    );
    expect(mail.text).toContain('₹60 by UPI');
    expect(mail.html).toContain(`/dashboard/orders/${order._id}`);

    const twice = await markPaid(order._id, { amount: 60, method: 'cash' });
    expect([twice.status, twice.json]).toEqual([
      409,
      { message: 'This order is already marked paid' },
    ]);
    const cancelled = (await placeOrder(alice.auth, 'a4-paper')).json.order;
    await call('POST', `/api/orders/${cancelled._id}/cancel`, alice.auth);
    const refused = await markPaid(cancelled._id, { amount: 45, method: 'cash' });
    expect([refused.status, refused.json]).toEqual([
      409,
      { message: 'A cancelled order cannot be marked paid' },
    ]);
    expect((await markPaid('no-such-order', { amount: 1, method: 'cash' })).status).toBe(404);
  });

  it('take no more than is due, in English and Hindi; parts add up to paid; a reversal reopens', async () => {
    const order = (await placeOrder(alice.auth, 'a4-paper', { quantity: '4' })).json.order;
    expect(order.amount).toBe(60);
    const receipts = () => server.rowCount(server.tables.payments);
    const before = await receipts();
    for (const amount of [500, 61]) {
      const over = await markPaid(order._id, { amount, method: 'cash' });
      expect([over.status, over.json]).toEqual([
        400,
        { message: 'The amount is more than what is due (₹60)' },
      ]);
    }
    const hindi = await fetch(`${base}/api/admin/orders/${order._id}/payment`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json', 'accept-language': 'hi' },
      body: JSON.stringify({ amount: 500, method: 'cash' }),
    });
    expect([hindi.status, await hindi.json()]).toEqual([
      400,
      { message: 'राशि देय राशि (₹60) से अधिक है' },
    ]);
    // Refused: no receipt number taken, the order untouched.
    expect(await receipts()).toBe(before);
    expect((await call('GET', `/api/orders/${order._id}`, alice.auth)).json.data).toMatchObject({
      paid: false,
      payment: null,
    });

    // ₹1 of ₹60 is a part payment, as for an application's fee: kept, the order not yet paid.
    const part = await markPaid(order._id, { amount: 1, method: 'cash' });
    expect(part.status).toBe(200);
    expect(part.json.order).toMatchObject({ paid: false, payment: { amount: 1, method: 'cash' } });
    const tooMuch = await markPaid(order._id, { amount: 60, method: 'cash' });
    expect([tooMuch.status, tooMuch.json]).toEqual([
      400,
      { message: 'The amount is more than what is due (₹59)' },
    ]);
    const rest = await markPaid(order._id, { amount: 59, method: 'upi', utr: '612345678901' });
    expect(rest.status).toBe(200);
    expect(rest.json.order).toMatchObject({ paid: true, payment: { amount: 60, method: 'upi' } });
    const twice = await markPaid(order._id, { amount: 1, method: 'cash' });
    expect([twice.status, twice.json]).toEqual([
      409,
      { message: 'This order is already marked paid' },
    ]);
    expect(await receipts()).toBe(before + 2);

    // The UPI part reversed: unpaid again, the cash rupee still stands, ₹59 due once more.
    const reversal = await call(
      'POST',
      `/api/admin/payments/${rest.json.receipt._id}/reverse`,
      admin,
      { reason: 'Wrong UTR' },
    );
    expect(reversal.status).toBe(201);
    const reopened = (await call('GET', `/api/orders/${order._id}`, alice.auth)).json.data;
    expect(reopened).toMatchObject({ paid: false, payment: { amount: 1, method: 'cash' } });
    expect((await markPaid(order._id, { amount: 60, method: 'cash' })).json.message).toBe(
      'The amount is more than what is due (₹59)',
    );
    expect((await markPaid(order._id, { amount: 59, method: 'cash' })).json.order.paid).toBe(true);
  });

  it('refuse a payment on a free order', async () => {
    await updateProduct('photo-paper', { price: 0 });
    try {
      const order = (await placeOrder(alice.auth, 'photo-paper')).json.order;
      expect(order.amount).toBe(0);
      const answer = await markPaid(order._id, { amount: 1, method: 'cash' });
      expect([answer.status, answer.json]).toEqual([
        409,
        { message: 'This order has nothing to pay' },
      ]);
    } finally {
      await updateProduct('photo-paper', { price: 20 });
    }
  });

  it('list every order with its owner, filter by status and paid, search by reference or name, page by keyset', async () => {
    const dina = await verifiedCitizen(server, smtp, { name: 'Dinanath Paswan' });
    const a = (await placeOrder(dina.auth, 'aadhar-card', { fullName: 'Meera Paswan' })).json.order;
    const b = (await placeOrder(dina.auth, 'a4-paper', { fullName: 'Meena Kumari' })).json.order;
    await setStatus(b._id, 'in_progress');
    await markPaid(b._id, { amount: 45, method: 'cash' });

    const all = await call('GET', '/api/admin/orders', admin);
    expect(all.status).toBe(200);
    expect(all.json.total).toBe((await counts()).orders);
    expect(all.json.data[0]).toMatchObject({
      _id: b._id,
      user: { _id: dina.user._id, name: 'Dinanath Paswan', email: dina.email },
    });
    expect(JSON.stringify(all.json)).not.toContain(AADHAAR);

    const byReference = await call(
      'GET',
      `/api/admin/orders?search=${a.reference.toLowerCase()}`,
      admin,
    );
    expect(byReference.json.data.map((o: any) => o._id)).toEqual([a._id]);
    const byApplicant = await call('GET', '/api/admin/orders?search=MEE', admin);
    expect(byApplicant.json.data.map((o: any) => o._id).sort()).toEqual([a._id, b._id].sort());
    const byApplicantNarrow = await call('GET', '/api/admin/orders?search=meena', admin);
    expect(byApplicantNarrow.json.data.map((o: any) => o._id)).toEqual([b._id]);
    const byAccount = await call('GET', '/api/admin/orders?search=dinanath', admin);
    expect(byAccount.json.total).toBe(2);
    const nobody = await call('GET', '/api/admin/orders?search=zzz', admin);
    expect(nobody.json).toEqual({ data: [], total: 0, nextCursor: null });

    const working = await call(
      'GET',
      '/api/admin/orders?status=in_progress&search=dinanath',
      admin,
    );
    expect(working.json.data.map((o: any) => o._id)).toEqual([b._id]);
    const paid = await call('GET', '/api/admin/orders?paid=true', admin);
    expect(paid.json.data.every((o: any) => o.paid)).toBe(true);
    expect(paid.json.data.map((o: any) => o._id)).toContain(b._id);
    const unpaid = await call('GET', '/api/admin/orders?paid=false&search=dinanath', admin);
    expect(unpaid.json.data.map((o: any) => o._id)).toEqual([a._id]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await call('GET', `/api/admin/orders?limit=7${query}`, admin);
      expect(page.json.data.length).toBeLessThanOrEqual(7);
      seen.push(...page.json.data.map((o: any) => o._id));
      cursor = page.json.nextCursor;
    } while (cursor);
    const everything = await call('GET', '/api/admin/orders?limit=100', admin);
    expect(everything.json.nextCursor).toBeNull();
    expect(seen).toEqual(everything.json.data.map((o: any) => o._id));
    expect(seen).toHaveLength((await counts()).orders);

    for (const query of ['status=lost', 'paid=maybe', 'limit=0', 'cursor=%%%']) {
      expect((await call('GET', `/api/admin/orders?${query}`, admin)).status).toBe(400);
    }
  });

  it('answer 401 signed out and 403 to citizens on every admin call, REST and tRPC', async () => {
    const order = (await placeOrder(alice.auth, 'a4-paper')).json.order;
    const rest: Array<[string, string, object?]> = [
      ['GET', '/api/admin/orders'],
      ['PATCH', `/api/admin/orders/${order._id}/status`, { status: 'in_progress' }],
      ['POST', `/api/admin/orders/${order._id}/payment`, { amount: 45, method: 'cash' }],
    ];
    for (const [method, path, body] of rest) {
      expect((await call(method, path, null, body)).status).toBe(401);
      const citizen = await call(method, path, alice.auth, body);
      expect([citizen.status, citizen.json]).toEqual([
        403,
        { message: 'You are not authorized to access this page' },
      ]);
    }
    const trpc: Array<[string, object, 'query' | 'mutation']> = [
      ['admin.orders.list', {}, 'query'],
      ['admin.orders.setStatus', { id: order._id, status: 'in_progress' }, 'mutation'],
      ['admin.orders.markPaid', { id: order._id, amount: 45, method: 'cash' }, 'mutation'],
    ];
    for (const [path, input, kind] of trpc) {
      for (const [auth, status] of [
        [null, 401],
        [alice.auth, 403],
      ] as const) {
        const response = await trpcCall(server.app, kind, path, auth, input);
        expect([path, response.statusCode]).toEqual([path, status]);
      }
    }
    const after = await call('GET', `/api/orders/${order._id}`, alice.auth);
    expect(after.json.data).toMatchObject({ status: 'pending', paid: false });
  });
});

describe('tRPC door', () => {
  const trpc = (
    path: string,
    auth: Record<string, string>,
    input?: object,
    kind: 'query' | 'mutation' = 'query',
  ) => trpcCall(server.app, kind, path, auth, input);

  it('lists, reads and cancels through the same service; admins list, move and mark paid', async () => {
    const order = (await placeOrder(alice.auth, 'aadhar-card')).json.order;
    const mine = await trpc('orders.mine', alice.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result.data.data[0]).toMatchObject({
      _id: order._id,
      details: { aadharNumber: `XXXX XXXX ${AADHAAR.slice(-4)}` },
    });
    const one = await trpc('orders.byId', alice.auth, { id: order._id });
    expect(one.json().result.data.data.details.aadharNumber).toBe(AADHAAR);
    const notBob = await trpc('orders.byId', bob.auth, { id: order._id });
    expect([notBob.statusCode, notBob.json().error.message]).toEqual([404, 'Order not found']);
    expect((await trpc('orders.mine', {})).statusCode).toBe(401);

    const list = await trpc('admin.orders.list', admin, { search: order.reference });
    expect(list.json().result.data.data.map((o: any) => o._id)).toEqual([order._id]);
    const moved = await trpc(
      'admin.orders.setStatus',
      admin,
      { id: order._id, status: 'in_progress' },
      'mutation',
    );
    expect(moved.json().result.data.order.status).toBe('in_progress');
    const cancel = await trpc('orders.cancel', alice.auth, { id: order._id }, 'mutation');
    expect([cancel.statusCode, cancel.json().error.message]).toEqual([
      409,
      'Only a pending order can be cancelled',
    ]);
    const paid = await trpc(
      'admin.orders.markPaid',
      admin,
      { id: order._id, amount: 50, method: 'cash' },
      'mutation',
    );
    expect(paid.json().result.data.message).toBe('Payment recorded successfully');
  });
});

describe('the log', () => {
  it('never holds an Aadhaar, PAN or demat account number', () => {
    const log = server.logText();
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [AADHAAR, PAN, DEMAT]) expect(log).not.toContain(secret);
  });
});
