/**
 * The public tracking page (/track): a reference with the mobile number or e-mail on the
 * application, or the code printed on its slip.
 */
const tracking = {
  title: 'Track your application',
  intro:
    'Enter the reference number from your slip with the mobile number or e-mail on the application.',
  reference: 'Reference number',
  referencePlaceholder: 'SEVA-2026-000123',
  contact: 'Mobile number or e-mail',
  contactPlaceholder: '98765 43210',
  orCode: 'Or use the tracking code printed on your slip',
  code: 'Tracking code',
  codePlaceholder: '3F9A-12BC-77D0',
  submit: 'Track',
  searching: 'Looking up…',
  failed: 'Could not look up the application. Please try again.',
  contactRequired: 'Enter the mobile number or e-mail, or the tracking code',
  result: {
    title: (reference: string) => `Application ${reference}`,
    service: 'Service',
    applicant: 'Applicant',
    filedAt: 'Filed on',
    promisedBy: 'Promised by',
    status: 'Status',
    history: 'What has happened',
    next: 'What to do next',
    another: 'Track another application',
  },
  types: {
    PanCard: 'PAN card',
    RTPS: 'RTPS certificate',
    JobCard: 'Job card',
    ITR: 'Income tax return',
  },
  nextSteps: {
    wait: 'Nothing for now. The centre is working on it; come back to this page to see it move.',
    bring:
      'The centre needs more documents. Upload them from your application (sign in), or bring them to the centre:',
    collect:
      'It is ready. Sign in to download it from your dashboard, or collect it at the centre.',
    contact:
      'It could not be completed. Sign in to read the reason, or visit the centre with your slip.',
  },
} as const;

export default tracking;
