// Hindi for `../en/inbox.ts`: the same keys and message parameters, checked by the typecheck.
import type english from '../en/inbox.ts';
import { plural, type SameParameters, type Translation } from '../translation.ts';

const hiInbox = {
  title: 'इनबॉक्स',
  total: (total: number) => plural('hi', total, { one: `${total} संदेश`, other: `${total} संदेश` }),
  filter: 'दिखाएँ',
  filters: { all: 'सभी', unhandled: 'बाकी', handled: 'निपटाए गए' },
  handled: 'निपटाया गया',
  unhandled: 'नया',
  markHandled: 'निपटाया गया चिह्नित करें',
  markUnhandled: 'बाकी चिह्नित करें',
  reply: 'जवाब दें',
  replyTo: (name: string) => `${name} को ईमेल से जवाब दें`,
  replySubject: 'Seva को भेजा गया आपका संदेश',
  handledBy: (name: string, date: string) => `${name} ने निपटाया, ${date}`,
  receivedOn: 'प्राप्त',
  empty: 'अभी कोई संदेश नहीं है।',
  emptyUnhandled: 'कोई बाकी संदेश नहीं है।',
  emptyHandled: 'अभी कोई निपटाया गया संदेश नहीं है।',
  loading: 'संदेश लोड हो रहे हैं...',
  loadFailed: 'संदेश लोड नहीं हो सके',
  retry: 'फिर से कोशिश करें',
  updateFailed: 'संदेश अपडेट नहीं हो सका। कृपया फिर से कोशिश करें।',
  next: 'अगला',
  previous: 'पिछला',
  page: (page: number) => `पेज ${page}`,
  paging: 'पेज',
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiInbox, typeof english> = true;
void checked;

export default hiInbox;
