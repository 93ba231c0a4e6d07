import type english from '../en/tracking.ts';
import type { SameParameters, Translation } from '../translation.ts';

const tracking = {
  title: 'अपने आवेदन की स्थिति देखें',
  intro: 'अपनी पावती की संदर्भ संख्या और आवेदन में दिया मोबाइल नंबर या ईमेल डालें।',
  reference: 'संदर्भ संख्या',
  referencePlaceholder: 'SEVA-2026-000123',
  contact: 'मोबाइल नंबर या ईमेल',
  contactPlaceholder: '98765 43210',
  orCode: 'या अपनी पावती पर छपा ट्रैकिंग कोड डालें',
  code: 'ट्रैकिंग कोड',
  codePlaceholder: '3F9A-12BC-77D0',
  submit: 'स्थिति देखें',
  searching: 'खोज रहे हैं…',
  failed: 'आवेदन नहीं खोज सके। कृपया फिर से कोशिश करें।',
  contactRequired: 'मोबाइल नंबर या ईमेल, या ट्रैकिंग कोड डालें',
  result: {
    title: (reference) => `आवेदन ${reference}`,
    service: 'सेवा',
    applicant: 'आवेदक',
    filedAt: 'आवेदन की तारीख',
    promisedBy: 'पूरा होने की तारीख',
    status: 'स्थिति',
    history: 'अब तक क्या हुआ',
    next: 'आगे क्या करें',
    another: 'दूसरा आवेदन देखें',
  },
  types: {
    PanCard: 'पैन कार्ड',
    RTPS: 'RTPS प्रमाणपत्र',
    JobCard: 'जॉब कार्ड',
    ITR: 'आयकर रिटर्न',
  },
  nextSteps: {
    wait: 'अभी कुछ नहीं करना है। केंद्र इस पर काम कर रहा है; आगे की स्थिति देखने के लिए यह पेज फिर खोलें।',
    bring: 'केंद्र को कुछ और दस्तावेज़ चाहिए। इन्हें अपने आवेदन से अपलोड करें (साइन इन करके), या केंद्र पर ले आएँ:',
    collect: 'यह तैयार है। साइन इन करके अपने डैशबोर्ड से डाउनलोड करें, या केंद्र से ले जाएँ।',
    contact: 'यह पूरा नहीं हो सका। कारण पढ़ने के लिए साइन इन करें, या अपनी पावती लेकर केंद्र पर आएँ।',
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof tracking, typeof english> = true;
void checked;

export default tracking;
