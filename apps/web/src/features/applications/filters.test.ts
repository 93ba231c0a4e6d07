import { describe, expect, it } from 'vitest';
import { filterApplications } from './filters.ts';

const rows = [
  { id: 1, serviceType: 'PanCard', status: 'pending', specificService: { fullName: 'A' } },
  {
    id: 2,
    serviceType: 'RTPS',
    status: 'completed',
    specificService: { block: 'GOH', registrationType: 'BRCCO' },
  },
  {
    id: 3,
    serviceType: 'RTPS',
    status: 'pending',
    specificService: { block: 'KONCH', registrationType: 'BICCO' },
  },
  { id: 4, serviceType: 'ITR', status: 'rejected', specificService: {} },
] as const;

const ids = (filters: Parameters<typeof filterApplications>[1]) =>
  filterApplications(rows, filters).map((row) => row.id);

describe('filterApplications', () => {
  it('keeps everything for All', () => {
    expect(ids({ serviceType: 'All', status: 'All' })).toEqual([1, 2, 3, 4]);
    expect(ids({})).toEqual([1, 2, 3, 4]);
  });
  it('filters by type and status together', () => {
    expect(ids({ serviceType: 'RTPS' })).toEqual([2, 3]);
    expect(ids({ status: 'pending' })).toEqual([1, 3]);
    expect(ids({ serviceType: 'RTPS', status: 'pending' })).toEqual([3]);
    expect(ids({ status: 'rejected' })).toEqual([4]);
  });
  it('filters RTPS by block and registration type', () => {
    expect(ids({ serviceType: 'RTPS', block: 'GOH' })).toEqual([2]);
    expect(ids({ serviceType: 'RTPS', registrationType: 'BICCO' })).toEqual([3]);
    expect(ids({ serviceType: 'RTPS', block: 'GOH', registrationType: 'BICCO' })).toEqual([]);
  });
});
