/**
 * The privacy notice (docs/decisions/061-consent-and-retention.md) and what the screens say about
 * retention. Whoever changes what the notice says bumps CONSENT_NOTICE_VERSION in
 * packages/schemas/src/consent.ts, so every citizen is asked again.
 */
const consent = {
  notice: {
    title: 'How we use your information',
    collected:
      'What we keep: your name, e-mail and mobile number; for an application, what you fill in on its form, your Aadhaar, PAN or bank account number and copies of your documents.',
    why: 'Why: only to file your applications, follow them up with the government office and tell you how they are going.',
    howLong: (days: number) =>
      `How long: identity documents and numbers are deleted ${days} days after your application is completed or rejected. Its reference, status, dates and payments are kept for the accounts.`,
    whoSees:
      "Who sees it: you and the service centre's operators. It goes to a government office only for the service you ask for. Each time an operator opens your documents, it is recorded.",
    withdraw:
      'To withdraw: you can download your data, or close your account and erase your data, on your Profile page, or ask at the counter. What has already gone to a government office stays there.',
    ask: (contact: string) => `Questions: ask ${contact}.`,
    askNobody: 'Questions: ask at the service centre counter.',
    phone: (phone: string) => `phone ${phone}`,
  },
  agreeSignup: 'I have read this notice and agree to my information being kept and used this way',
  agreeApplication:
    'I have read this notice and agree to my documents and numbers being kept and used this way',
  counterConfirm:
    'I have told the citizen what this notice says (what is kept, why, for how long, who sees it, how to withdraw) and they agree',
  applicationRequired:
    'Please read the notice about your data and tick the box to agree before your first application',
  counterRequired: 'Please confirm that you told the citizen what the notice about their data says',
  retention: {
    label: 'Identity documents',
    purgeAt: (date: string) =>
      `Your identity documents and numbers on this application will be deleted on ${date}. Download anything you want to keep before then.`,
    purgedAt: (date: string) =>
      `Deleted on ${date}, as the notice said. The reference, status, dates and payments are kept.`,
    operatorPurgeAt: (date: string) => `To be deleted on ${date} (retention)`,
    operatorPurgedAt: (date: string) => `Deleted on ${date} (retention)`,
  },
  settings: {
    title: 'Keeping identity documents',
    days: 'Days kept after an application is completed or rejected',
    hint: 'Then its identity documents, result documents and identity numbers are deleted automatically. References, statuses, dates and payments stay. From 30 to 3,650 days.',
    save: 'Save',
    saving: 'Saving...',
    failed: 'Could not save. Please try again.',
  },
} as const;

export default consent;
