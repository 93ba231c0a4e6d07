import { expect } from '@playwright/test';
import { makeImage } from './application-files.ts';
import { createCitizen } from './fixtures.ts';
import { sessionFor } from './operator.ts';
import { test } from './test.ts';

/** An EXIF APP1 segment as a phone writes one: Orientation 6, the owner's name and phone, GPS. */
function phoneExifSegment(): Buffer {
  const artist = Buffer.from('Ramesh Kumar 9876543210\0', 'latin1');
  const tiff = Buffer.alloc(80 + artist.length + 24);
  tiff.write('MM\0\x2a\0\0\0\x08', 0, 'latin1');
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    if (type === 3) tiff.writeUInt16BE(value, at + 8);
    else tiff.writeUInt32BE(value, at + 8);
  };
  tiff.writeUInt16BE(3, 8);
  entry(10, 0x0112, 3, 1, 6); // Orientation: rotate 90° clockwise to show
  entry(22, 0x013b, 2, artist.length, 80); // Artist
  entry(34, 0x8825, 4, 1, 50); // GPS IFD
  tiff.writeUInt16BE(1, 50);
  entry(52, 0x0002, 5, 3, 80 + artist.length); // GPSLatitude
  artist.copy(tiff, 80);
  [25, 1, 36, 1, 1234, 100].forEach((value, i) => {
    tiff.writeUInt32BE(value, 80 + artist.length + i * 4);
  });
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

test('a phone photo is stored without its EXIF, and Chromium still shows it upright', async ({
  browser,
  request,
}) => {
  const citizen = await createCitizen(request, { name: 'Meena Devi' });
  const { context, page } = await sessionFor(browser, citizen.email, citizen.password);
  await page.goto('/document-tester');

  // A real JPEG drawn by Chromium (160 × 200), with a phone's EXIF put in after SOI.
  const drawn = await makeImage(page, 'IMG_0042.jpg', 'image/jpeg', { width: 160, height: 200 });
  const photo = Buffer.concat([
    drawn.buffer.subarray(0, 2),
    phoneExifSegment(),
    drawn.buffer.subarray(2),
  ]);
  const signature = await makeImage(page, 'sign.png', 'image/png', { width: 240, height: 80 });
  const created = await page.request.post('/api/document/create', {
    headers: { origin: new URL(page.url()).origin },
    multipart: {
      name: 'Phone photo',
      photo: { name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo },
      signature: { name: signature.name, mimeType: signature.mimeType, buffer: signature.buffer },
    },
  });
  expect(created.status()).toBe(201);
  const { data } = await created.json();

  const stored = await (await page.request.get(data.photoPath)).body();
  expect(stored.includes('Ramesh')).toBe(false);
  expect(stored.includes('9876543210')).toBe(false);
  expect(stored.length).toBeLessThan(photo.length);
  expect(stored.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));

  // Shown on the locker screen: decoded, and turned by the orientation kept (200 × 160).
  await page.goto(`/document-tester?id=${data._id}`);
  const image = page
    .getByTestId('locker-viewer')
    .getByRole('img', { name: 'Photo of Phone photo' });
  await expect(image).toHaveJSProperty('complete', true);
  const size = await image.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(size).toEqual([200, 160]);

  await context.close();
});
