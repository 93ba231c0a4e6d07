import { describe, expect, it } from 'vitest';
import { detailLink, formLink, serviceTypeOfFormSlug, serviceTypeOfSlug } from './paths.ts';

describe('paths', () => {
  it('maps the e-mail detail slugs to types', () => {
    expect(serviceTypeOfSlug('pan')).toBe('PanCard');
    expect(serviceTypeOfSlug('rtps')).toBe('RTPS');
    expect(serviceTypeOfSlug('job-card')).toBe('JobCard');
    expect(serviceTypeOfSlug('itr')).toBe('ITR');
    expect(serviceTypeOfSlug('pan-card')).toBe(undefined);
    expect(detailLink('JobCard', 'abc').params).toEqual({ type: 'job-card', serviceId: 'abc' });
  });
  it('maps the form slugs to types', () => {
    expect(serviceTypeOfFormSlug('pan-card')).toBe('PanCard');
    expect(serviceTypeOfFormSlug('pan')).toBe(undefined);
    expect(serviceTypeOfFormSlug('toString')).toBe(undefined);
    expect(formLink('ITR').params).toEqual({ type: 'itr' });
  });
});
