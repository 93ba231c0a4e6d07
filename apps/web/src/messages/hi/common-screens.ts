// Hindi for `../en/common-screens.ts`: the same keys and message parameters, checked by the typecheck.
import type english from '../en/common-screens.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiCommonScreens = {
  months: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
  meridiem: { am: 'पूर्वाह्न', pm: 'अपराह्न' },
  bytes: (count) => `${count} बाइट`,
  applications: {
    status: {
      pending: 'लंबित',
      in_progress: 'प्रक्रिया में',
      needs_documents: 'दस्तावेज़ चाहिए',
      completed: 'पूर्ण',
      rejected: 'अस्वीकृत',
      cancelled: 'रद्द',
    },
    sidebar: {
      rtps: 'RTPS',
      jobCard: 'जॉब कार्ड',
    },
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiCommonScreens, typeof english> = true;
void checked;

export default hiCommonScreens;
