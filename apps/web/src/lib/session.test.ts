import { describe, expect, it } from 'vitest';
import { dashboardPathFor, initialOf, landingPathFor } from './session.ts';

describe('where users go', () => {
  it('lands admins on /admin-dashboard and citizens on /dashboard/services after login', () => {
    expect(landingPathFor('admin')).toBe('/admin-dashboard');
    expect(landingPathFor('user')).toBe('/dashboard/services');
  });

  it("links Dashboard to the role's dashboard", () => {
    expect(dashboardPathFor('admin')).toBe('/admin-dashboard');
    expect(dashboardPathFor('user')).toBe('/dashboard');
    expect(dashboardPathFor(undefined)).toBe('/dashboard');
  });
});

describe('initialOf', () => {
  it("is the name's first letter, upper case", () => {
    expect(initialOf('asha')).toBe('A');
    expect(initialOf('  ravi kumar')).toBe('R');
    expect(initialOf('')).toBe('?');
    expect(initialOf(undefined)).toBe('?');
  });
});
