import { expect, it } from 'vitest';
import { describeEachBackend } from '../test/backends.ts';
import type { ProductChanges } from './catalogue.ts';

const at = new Date('2026-11-24T09:30:00.123Z');
const later = new Date('2026-11-24T10:00:00.456Z');

/** The products the migrations seed on sale, in catalogue order ('pan-card' is retired). */
const onSale = [
  'aadhar-card',
  'voter-id',
  'eshare-card',
  'ayushman-card',
  'pan-card-pvc',
  'a4-paper',
  'photo-paper',
  'laminated-pouch',
  'laminated-aadhar',
];
const applications = ['apply-pan-card', 'apply-rtps', 'apply-job-card', 'apply-itr'];

const paper: ProductChanges = {
  title: 'Computer Paper A4 Size',
  description: 'A4 computer paper for printing.',
  unit: 'per packet',
  active: true,
  price: 15,
};

describeEachBackend('the catalogue repository', (backend) => {
  const catalogue = () => backend().repositories.catalogue;

  it('answers the applications on sale with their fees, in catalogue order', async () => {
    const found = await catalogue().applicationServices();
    expect(found.map(({ product }) => product.slug)).toEqual(applications);
    expect(found[0]).toEqual({
      product: expect.objectContaining({
        slug: 'apply-pan-card',
        kind: 'application',
        serviceType: 'PanCard',
        title: 'PAN Card',
        titleHi: 'पैन कार्ड',
        active: true,
        sortOrder: 1,
      }),
      fee: expect.objectContaining({
        serviceType: 'PanCard',
        governmentFee: 107,
        serviceCharge: 50,
        workingDays: 15,
      }),
    });
  });

  it('follows a changed fee, and leaves out an application taken off sale', async () => {
    await backend().seed.fee('PanCard', 120);
    await catalogue().updateProduct(
      'apply-rtps',
      { title: 'RTPS', description: 'x', unit: 'per application', active: false, price: 1 },
      at,
    );
    const found = await catalogue().applicationServices();
    expect(found.map(({ product }) => product.slug)).toEqual([
      'apply-pan-card',
      'apply-job-card',
      'apply-itr',
    ]);
    expect(found[0]?.fee.governmentFee).toBe(120);
  });

  it('answers the counter products on sale in catalogue order, leaving out those asked', async () => {
    const found = await catalogue().productsOnSale(['pan-card']);
    expect(found.map((product) => product.slug)).toEqual(onSale);
    expect(found.find((product) => product.slug === 'a4-paper')).toMatchObject({
      kind: 'product',
      price: 15,
      unit: 'per packet',
      serviceType: null,
    });
    const fewer = await catalogue().productsOnSale(['pan-card', 'a4-paper', 'voter-id']);
    expect(fewer.map((product) => product.slug)).toEqual(
      onSale.filter((slug) => slug !== 'a4-paper' && slug !== 'voter-id'),
    );
    // Retired rows are off sale anyway: nothing to leave out is the same list.
    expect((await catalogue().productsOnSale([])).map((product) => product.slug)).toEqual(onSale);
  });

  it('answers every product for Settings, on sale or not, with its fee or none', async () => {
    await catalogue().updateProduct('a4-paper', { ...paper, active: false }, at);
    const all = await catalogue().allProducts(['pan-card']);
    const slugs = all.map(({ product }) => product.slug);
    expect([...slugs].sort()).toEqual([...applications, ...onSale].sort());
    expect(slugs.slice(0, 4)).toEqual(applications);
    const a4 = all.find(({ product }) => product.slug === 'a4-paper');
    expect(a4).toEqual({
      product: expect.objectContaining({ active: false, updatedAt: at }),
      fee: null,
    });
    expect(all[0]?.fee).toMatchObject({ serviceType: 'PanCard', governmentFee: 107 });
    expect((await catalogue().allProducts([])).map(({ product }) => product.slug)).toContain(
      'pan-card',
    );
  });

  it('changes a counter product, its price included, to the millisecond', async () => {
    const updated = await catalogue().updateProduct(
      'a4-paper',
      { ...paper, title: 'A4 <Paper> & "Co"', price: 125000, titleHi: 'ए4 कागज़' },
      at,
    );
    expect(updated).toMatchObject({
      slug: 'a4-paper',
      title: 'A4 <Paper> & "Co"',
      titleHi: 'ए4 कागज़',
      price: 125000,
      updatedAt: at,
    });
    const [again] = (await catalogue().productsOnSale([])).filter((p) => p.slug === 'a4-paper');
    expect(again).toEqual(updated);
    // A Hindi text left out stays; null removes it.
    expect(await catalogue().updateProduct('a4-paper', paper, later)).toMatchObject({
      titleHi: 'ए4 कागज़',
      price: 15,
    });
    expect(
      await catalogue().updateProduct('a4-paper', { ...paper, titleHi: null }, later),
    ).toMatchObject({ titleHi: null });
  });

  it("keeps an application's price, which is its fee, and changes its texts", async () => {
    const updated = await catalogue().updateProduct(
      'apply-pan-card',
      { title: 'PAN', description: 'New PAN', unit: 'each', active: true, price: 999 },
      at,
    );
    expect(updated).toMatchObject({ title: 'PAN', unit: 'each', price: 120, updatedAt: at });
  });

  it('answers null for a missing slug and changes nothing', async () => {
    expect(await catalogue().updateProduct('no-such-thing', paper, at)).toBeNull();
    // Slugs compare exactly.
    expect(await catalogue().updateProduct('A4-PAPER', { ...paper, price: 1 }, at)).toBeNull();
    const a4 = (await catalogue().productsOnSale([])).find((p) => p.slug === 'a4-paper');
    expect(a4?.price).toBe(15);
  });

  it('answers the RTPS codes in order: the active ones, or all', async () => {
    const seeded = await catalogue().rtpsCodes('all');
    expect(seeded.blocks).toEqual([
      { code: 'GOH', name: 'Goh', nameHi: 'गोह', active: true, sortOrder: 1 },
      { code: 'KONCH', name: 'Konch', nameHi: 'कोंच', active: true, sortOrder: 2 },
    ]);
    expect(seeded.registrationTypes.map((type) => type.code)).toEqual([
      'BRCCO',
      'BICCO',
      'BCCCO',
      'NCLCO',
      'BOBCO',
    ]);
    await catalogue().saveRtpsCode('block', { code: 'GOH', name: 'Goh', active: false });
    const active = await catalogue().rtpsCodes('active');
    expect(active.blocks.map((block) => block.code)).toEqual(['KONCH']);
    expect(active.registrationTypes).toHaveLength(5);
    expect((await catalogue().rtpsCodes('all')).blocks.map((block) => block.code)).toEqual([
      'GOH',
      'KONCH',
    ]);
  });

  it('adds a code at the end of its list, and renames one keeping or removing its Hindi', async () => {
    await catalogue().saveRtpsCode('block', { code: 'DAUD', name: 'Daudnagar', active: true });
    await catalogue().saveRtpsCode('registrationType', {
      code: 'EWS_1',
      name: 'EWS certificate',
      nameHi: 'ईडब्ल्यूएस',
      active: true,
    });
    const { blocks, registrationTypes } = await catalogue().rtpsCodes('all');
    expect(blocks.at(-1)).toEqual({
      code: 'DAUD',
      name: 'Daudnagar',
      nameHi: null,
      active: true,
      sortOrder: 3,
    });
    expect(registrationTypes.at(-1)).toMatchObject({ code: 'EWS_1', sortOrder: 6 });
    // The blocks' list is not the registration types'.
    expect(blocks.map((block) => block.code)).not.toContain('EWS_1');

    await catalogue().saveRtpsCode('block', { code: 'GOH', name: 'Goh block', active: true });
    await catalogue().saveRtpsCode('registrationType', {
      code: 'BRCCO',
      name: 'Residence',
      nameHi: null,
      active: true,
    });
    const after = await catalogue().rtpsCodes('all');
    expect(after.blocks[0]).toEqual({
      code: 'GOH',
      name: 'Goh block',
      nameHi: 'गोह',
      active: true,
      sortOrder: 1,
    });
    expect(after.registrationTypes[0]).toMatchObject({ name: 'Residence', nameHi: null });
  });

  it('keeps one settings row with its defaults', async () => {
    expect(await catalogue().settings()).toMatchObject({
      id: 1,
      storageQuotaBytes: 200 * 1024 * 1024,
      centreName: 'Seva Service Centre',
      centreAddress: '',
      centrePhone: '',
      gstin: null,
      holidays: [],
      retentionDays: 180,
      updatedBy: null,
    });
  });

  it('changes the quota and the centre on the one row, with who and when', async () => {
    await backend().seed.user('admin1');
    await catalogue().setStorageQuota(5 * 1024 ** 3, { by: 'admin1', at });
    expect(await catalogue().settings()).toMatchObject({
      id: 1,
      storageQuotaBytes: 5 * 1024 ** 3,
      updatedBy: 'admin1',
      updatedAt: at,
    });
    await catalogue().setCentre(
      {
        centreName: 'Goh Seva Kendra',
        centreAddress: 'Main Road, Goh',
        centrePhone: '+91 98765 43210',
        gstin: '10ABCDE1234F1Z5',
        holidays: ['2026-12-25', '2027-01-26'],
      },
      { by: 'admin1', at: later },
    );
    expect(await catalogue().settings()).toMatchObject({
      id: 1,
      storageQuotaBytes: 5 * 1024 ** 3,
      centreName: 'Goh Seva Kendra',
      centreAddress: 'Main Road, Goh',
      centrePhone: '+91 98765 43210',
      gstin: '10ABCDE1234F1Z5',
      holidays: ['2026-12-25', '2027-01-26'],
      retentionDays: 180,
      updatedAt: later,
    });
    // Changes of these keep no trail.
    expect(await catalogue().settingChanges('storageQuotaBytes')).toEqual([]);
  });

  it('records a change of the retention in the trail, and not a save of the same value', async () => {
    await backend().seed.user('admin1');
    expect(await catalogue().setRetention(365, { id: 'c1', by: 'admin1', at })).toBe(180);
    expect(await catalogue().setRetention(365, { id: 'c2', by: 'admin1', at: later })).toBe(365);
    expect((await catalogue().settings())?.retentionDays).toBe(365);
    expect(await catalogue().settingChanges('retentionDays')).toEqual([
      {
        id: 'c1',
        setting: 'retentionDays',
        oldValue: '180',
        newValue: '365',
        changedBy: 'admin1',
        changedAt: at,
      },
    ]);
    expect(await catalogue().settingChanges('somethingElse')).toEqual([]);
  });

  it('answers the trail newest first, changes at one instant by id descending', async () => {
    await backend().seed.user('admin1');
    await catalogue().setRetention(200, { id: 'c1', by: 'admin1', at });
    await catalogue().setRetention(210, { id: 'c3', by: 'admin1', at: later });
    await catalogue().setRetention(220, { id: 'c2', by: 'admin1', at: later });
    await catalogue().setRetention(230, { id: 'c4', by: 'admin1', at: later });
    const trail = await catalogue().settingChanges('retentionDays');
    expect(trail.map((change) => [change.id, change.oldValue, change.newValue])).toEqual([
      ['c4', '220', '230'],
      ['c3', '200', '210'],
      ['c2', '210', '220'],
      ['c1', '180', '200'],
    ]);
  });

  it('keeps the trail once the admin who changed it is gone', async () => {
    await backend().seed.user('admin1');
    await catalogue().setRetention(90, { id: 'c1', by: 'admin1', at });
    await backend().seed.deleteUser('admin1');
    const [change] = await catalogue().settingChanges('retentionDays');
    expect(change).toMatchObject({ id: 'c1', changedBy: null, newValue: '90' });
    expect(await catalogue().settings()).toMatchObject({ retentionDays: 90, updatedBy: null });
  });

  it('takes 50 retention changes at once: one row, 50 changes, each from the value it replaced', async () => {
    await backend().seed.user('admin1');
    const days = Array.from({ length: 50 }, (_, i) => 200 + i);
    const previous = await Promise.all(
      days.map((n, i) =>
        catalogue().setRetention(n, {
          id: `c${String(i).padStart(2, '0')}`,
          by: 'admin1',
          at: new Date(at.getTime() + i),
        }),
      ),
    );
    const settings = await catalogue().settings();
    const trail = await catalogue().settingChanges('retentionDays');
    expect(trail).toHaveLength(50);
    // The changes chain: each replaced the value before it, from 180 to the row's value.
    const olds = trail.map((change) => Number(change.oldValue)).sort((a, b) => a - b);
    const news = trail.map((change) => Number(change.newValue));
    expect(new Set(news)).toEqual(new Set(days));
    const final = settings?.retentionDays ?? 0;
    expect(days).toContain(final);
    expect(olds).toEqual([180, ...days.filter((n) => n !== final)].sort((a, b) => a - b));
    expect([...previous].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(olds);
  });

  it('adds 50 codes at once, each at its own place at the end', async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        catalogue().saveRtpsCode('block', { code: `B${i}`, name: `Block ${i}`, active: true }),
      ),
    );
    const { blocks } = await catalogue().rtpsCodes('all');
    expect(blocks).toHaveLength(52);
    expect(blocks.map((block) => block.sortOrder)).toEqual(
      Array.from({ length: 52 }, (_, i) => i + 1),
    );
  });
});
