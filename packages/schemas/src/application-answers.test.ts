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
  it('the Zod-free views are exactly the answer schemas’ types', () => {
    // Both ways: each view is an answer, and each answer is a view (the same union of types).
    expectTypeOf<ApplicationDetailView>().toExtend<ApplicationDetailAnswer>();
    expectTypeOf<ApplicationDetailAnswer>().toExtend<ApplicationDetailView>();
    expectTypeOf<ApplicationSummaryView>().toExtend<ApplicationSummaryAnswer>();
    expectTypeOf<ApplicationSummaryAnswer>().toExtend<ApplicationSummaryView>();
    expect(applicationDetail.options.length).toBe(4);
  });
});
