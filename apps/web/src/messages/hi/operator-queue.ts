// Hindi for `../en/operator-queue.ts`: the same keys and message parameters, checked by the typecheck.
import type english from '../en/operator-queue.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiOperatorQueue = {
  sortOldest: 'सबसे पुराना पहले',
  waited: 'इंतज़ार',
  waitedFor: (days, hours) =>
    days >= 1 ? `${days} दिन` : hours >= 1 ? `${hours} घंटे` : 'एक घंटे से कम',
  noMatch: 'इन फ़िल्टर से कोई आवेदन नहीं मिला',
  clearFilters: 'फ़िल्टर हटाएँ',
  openRow: (reference) => `${reference} खोलें`,
  nextInQueue: 'कतार में अगला',
  endOfQueue: 'यह कतार का आख़िरी आवेदन है',
  backToQueue: 'कतार पर वापस',
  confirmComplete: {
    title: 'पूरा हुआ चिह्नित करें?',
    application: (reference) => `${reference} पूरा हुआ चिह्नित होगा और नागरिक को ई-मेल से बताया जाएगा।`,
    order: (reference) => `${reference} पूरा हुआ चिह्नित होगा और नागरिक को ई-मेल से बताया जाएगा।`,
    confirm: 'हाँ, पूरा हुआ चिह्नित करें',
    cancel: 'रद्द करें',
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiOperatorQueue, typeof english> = true;
void checked;

export default hiOperatorQueue;
