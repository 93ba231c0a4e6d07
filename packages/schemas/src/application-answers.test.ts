import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApplicationDetailView, ApplicationSummaryView } from './application-detail.ts';
import {
  type ApplicationDetailAnswer,
  type ApplicationSummaryAnswer,
  applicationDetail,
} from './responses.ts';

// The web's Zod-free view types and the answer schemas describe one payload: the typecheck
// fails here the day one of them drifts from the other.
describe('application answers', () => {
  it('the Zod-free views are what the answer schemas accept', () => {
    expectTypeOf<ApplicationDetailView>().toExtend<ApplicationDetailAnswer>();
    expectTypeOf<ApplicationSummaryView>().toExtend<ApplicationSummaryAnswer>();
    expect(applicationDetail.options.length).toBe(4);
  });
});
