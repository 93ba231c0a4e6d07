import { describe, expect, it } from 'vitest';
import { handledFilter, replyLink } from './inbox-filters.ts';

describe('inbox filters', () => {
  it('maps the filter to the API parameter', () => {
    expect(handledFilter('all')).toBeUndefined();
    expect(handledFilter('handled')).toBe(true);
    expect(handledFilter('unhandled')).toBe(false);
  });

  it('builds a reply link that cannot carry extra headers', () => {
    expect(replyLink('ravi@example.in', 'Your message to Seva')).toBe(
      'mailto:ravi@example.in?subject=Your%20message%20to%20Seva',
    );
    expect(replyLink('a@b.in?bcc=x@y.in', 'Hi')).toBe('mailto:a@b.in%3Fbcc%3Dx@y.in?subject=Hi');
  });
});
