import { bilingual, translateText } from '@seva/schemas/texts';

/**
 * Every e-mail's words, in the language the mail is composed in: a mail to a citizen is
 * composed inside `withLanguage(recipient.language, …)`, whoever's request sent it (an
 * operator's status change mails the citizen in the citizen's language; decision 055). The
 * Hindi is in mail-texts-hi.ts.
 */
export const mailTexts = bilingual({
  hello: (name: string) => `Hello ${name},`,
  signature: '— Seva',
  codeLine: (code: string) => `Your code: ${code}`,
  codeExpiry: (minutes: number) =>
    `It works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  verificationSubject: 'Seva: your verification code',
  verificationIntro:
    'Use this code to verify your e-mail address and finish creating your Seva account.',
  resetSubject: 'Seva: your password reset code',
  resetIntro:
    'Someone asked to reset the password of your Seva account. Use this code to set a new one.',
  invitationSubject: 'Seva: set a password for your account',
  invitationIntro:
    'The service centre has made a Seva account for you. Set a password to follow your applications and download your documents online.',
  invitationLink: 'Set your password',
  invitationExpiry: (days: number) =>
    `The link works once and expires in ${days} days. If you did not ask for an account, ignore this e-mail.`,
  noticeSubject: (reference: string, subject: string) => `Seva ${reference}: ${subject}`,
  applicationTitle: (type: string, reference: string) => `${type} application ${reference}`,
  openApplication: 'Open your application',
  applicationStatusSubject: (status: string) => `status is now ${status}`,
  statusLine: (status: string) => `Its status is now: ${status}.`,
  reasonLine: (reason: string) => `Reason: ${reason}`,
  commentSubject: 'a new comment from the service centre',
  commentIntro: 'The service centre wrote:',
  resultSubject: 'your document is ready',
  resultLine: (fileName: string) => `A document has been added for you: ${fileName}.`,
  resultHint: 'You can download it from your dashboard.',
  orderTitle: (reference: string, product: string) => `Order ${reference} (${product})`,
  openOrder: 'Open your order',
  orderPlacedSubject: 'order placed',
  orderPlacedLine:
    'Your order has been placed. Keep this reference number: the counter asks for it.',
  orderPriceLine: (quantity: number, unitPrice: string, amount: string) =>
    `${quantity} × ${unitPrice} = ${amount}, to be paid at the counter.`,
  paymentSubject: 'payment recorded',
  paymentLine: (amount: string, method: string) =>
    `We have recorded your payment of ${amount} by ${method}. Thank you.`,
  cash: 'cash',
  upi: 'UPI',
});

/**
 * A status or service name from the facts modules (`statusNames`, `serviceTypeNames`, the
 * order statuses), in the language being composed in: their Hindi is in the shared dictionary.
 */
export function nameInMail(english: string): string {
  return translateText(english);
}
