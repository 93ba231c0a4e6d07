import * as schemas from '@seva/schemas';
import { describe, expect, it } from 'vitest';
import { ml } from '../../messages/locker.ts';
import { BANNER_MS, lockerErrors } from './locker-form.ts';

const png = (size = 10, name = 'a.png', type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

describe('lockerErrors', () => {
  it('asks for every field with the seed messages', () => {
    expect(lockerErrors(schemas, { name: '  ', photo: null, signature: null })).toEqual({
      name: 'Document name is required',
      photo: 'Photo is required',
      signature: 'Signature is required',
    });
  });

  it('refuses other types and files over 5 MB', () => {
    const errors = lockerErrors(schemas, {
      name: 'Passport photo',
      photo: png(10, 'scan.pdf', 'application/pdf'),
      signature: png(schemas.MAX_UPLOAD_BYTES + 1),
    });
    expect(errors).toEqual({
      photo: 'Only JPEG, PNG and WebP files are allowed',
      signature: 'File size cannot exceed 5MB',
    });
  });

  it('takes JPEG, PNG and WebP up to exactly 5 MB', () => {
    expect(
      lockerErrors(schemas, {
        name: 'Passport photo',
        photo: png(10, 'p.webp', 'image/webp'),
        signature: png(schemas.MAX_UPLOAD_BYTES, 's.jpg', 'image/jpeg'),
      }),
    ).toEqual({});
  });

  it('reports nothing before the schemas have loaded', () => {
    expect(lockerErrors(undefined, { name: '', photo: null, signature: null })).toEqual({});
  });
});

describe('locker texts', () => {
  it('say what the server and the seed say', () => {
    expect(ml.seed).toEqual(schemas.lockerMessages);
    expect(BANNER_MS).toBe(schemas.LOCKER_BANNER_MS);
  });
});
