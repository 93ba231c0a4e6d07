/**
 * The words of an application's timeline (docs/decisions/065-one-timeline.md): one sentence per
 * kind of entry, on the citizen's and the operator's detail pages.
 */
const timeline = {
  title: 'Timeline',
  citizenHint: 'Everything that happened to your application, newest first.',
  empty: 'Nothing has happened yet.',
  by: (name: string) => `by ${name}`,
  someone: 'Someone at the centre',
  filedOnline: 'Application filed online',
  filedAtCounter: 'Application filed at the counter',
  statusChanged: 'Status changed',
  reason: (reason: string) => `Reason: ${reason}`,
  sentBack: 'Sent back for documents',
  asked: 'Asked for',
  received: 'received',
  waiting: 'waiting',
  comment: 'Comment',
  resultAdded: 'Result document added',
  documentAdded: (document: string) => `Document received: ${document}`,
  replaced: 'Replaced later by a newer file',
  open: 'Open',
  openEarlier: 'Open the file it replaced',
  documentsReceived: 'Every document asked for has arrived',
  returned: 'Taken back to work before every document arrived',
  payment: (amount: string, method: string) => `Payment received: ${amount} (${method})`,
  reversal: (amount: string, receipt: string) =>
    `Payment of ${amount} reversed (receipt ${receipt})`,
  receipt: (number: string) => `Receipt ${number}`,
  methods: { cash: 'Cash', upi: 'UPI' },
  assigned: (operator: string) => `Assigned to ${operator}`,
  unassigned: (operator: string) => `No longer assigned to ${operator}`,
  takenOver: (operator: string) => `Taken over from ${operator}`,
  anOperator: 'an operator',
  note: 'Internal note',
  operatorsOnly: 'Operators only',
  /** An operator opened identity data: the citizen's words and the operators' words. */
  citizenAccess: {
    numbers: (name: string) => `${name} at the centre saw your full identity numbers`,
    view: (name: string, document: string) => `${name} at the centre opened your ${document}`,
    download: (name: string, document: string) =>
      `${name} at the centre downloaded your ${document}`,
  },
  operatorAccess: {
    numbers: (name: string) => `${name} saw the full identity numbers`,
    view: (name: string, document: string) => `${name} opened ${document}`,
    download: (name: string, document: string) => `${name} downloaded ${document}`,
  },
  documents: {
    photo: 'photo',
    signature: 'signature',
    aadharFile: 'Aadhaar document',
    passbookFile: 'passbook',
    panCardFile: 'PAN card document',
    additional_document: 'result document',
  } as Record<string, string>,
  aDocument: 'a document',
  /** An order's page: the same sentences under their own heading. */
  orderAccessTitle: 'Who at the centre opened your documents',
} as const;

export default timeline;
