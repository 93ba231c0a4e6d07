/**
 * The information and policy pages (docs/product.md, Public site), all dated April 7, 2025. Reached
 * as `mi` through `public-info.ts`, by the information route only: the home page does not carry
 * them (its initial JS budget, decision 012).
 */

export interface InfoSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

export interface InfoPageText {
  title: string;
  description: string;
  intro: string;
  sections: readonly InfoSection[];
}

const UPDATED = 'April 7, 2025';

const informationPages = {
  updated: `Last updated: ${UPDATED}`,
  pages: {
    'how-it-works': {
      title: 'How It Works',
      description:
        'How to apply for PAN card, ITR, RTPS and job card services or order prints and lamination at Seva, and track everything from your phone.',
      intro:
        'Seva is a cyber cafe and service centre in Bihar. You can start an application or an order from your phone, and finish it with us at the counter.',
      sections: [
        {
          heading: '1. Create your account',
          paragraphs: [
            'Sign up with your name, e-mail address and a password. We e-mail you a code to confirm the address; enter it and log in.',
          ],
        },
        {
          heading: '2. Choose a service',
          paragraphs: [
            'Open Services to see every product with its price. Fill the form on the product page and press Buy Now, or apply for a PAN card, RTPS certificate, job card or income tax return from your dashboard.',
          ],
        },
        {
          heading: '3. Upload your documents',
          paragraphs: [
            'Photos and scans of your documents are uploaded with the form (JPEG, PNG or PDF, up to 5 MB each). They are stored privately: only you and our staff can open them.',
          ],
        },
        {
          heading: '4. Pay at the counter',
          paragraphs: [
            'Every order and application gets a reference number such as SEVA-2025-000123. Read it out at the counter and pay in cash or by UPI. There is no online payment.',
          ],
        },
        {
          heading: '5. Track and collect',
          paragraphs: [
            'Your dashboard shows the status of each request (pending, in progress, completed) and our comments. We e-mail you when something changes, and the processed documents are placed on your dashboard as a softcopy.',
          ],
        },
      ],
    },
    about: {
      title: 'About Us',
      description:
        'Seva is a cyber cafe and service centre in Bihar helping citizens with PAN card, ITR, RTPS, job card, Aadhaar and voter card services, printing and lamination.',
      intro:
        'Seva is a cyber cafe and service centre in Bihar. We help citizens with government documents and registrations, and sell printing and lamination supplies at the counter.',
      sections: [
        {
          heading: 'What we do',
          list: [
            'PAN card applications, corrections and PVC prints',
            'Income tax returns (ITR)',
            'RTPS caste, income and residence certificates',
            'MGNREGA job cards',
            'Aadhaar, voter ID, E-Share (demat) and Ayushman card help and prints',
            'A4 and photo paper, printing and lamination',
          ],
        },
        {
          heading: 'Why online',
          paragraphs: [
            'Many of our customers travel a long way to reach the centre. With Seva online you can send your details and documents from your phone, follow the progress of your application, and come to the counter only when you need to.',
          ],
        },
        {
          heading: 'Your documents',
          paragraphs: [
            'Users receive a softcopy of the processed documents on their dashboard. Keep it on your phone, print it, or show it at an office.',
          ],
        },
      ],
    },
    contact: {
      title: 'Contact Us',
      description:
        'Contact the Seva service centre: send us a message online or visit the counter with your reference number.',
      intro:
        'Questions about an application, an order or a payment? Send us a message and our staff will reply by e-mail.',
      sections: [
        {
          heading: 'Send a message',
          paragraphs: [
            'Use the form on this page. Give the e-mail address you want the answer at, and your reference number (for example SEVA-2025-000123) if your question is about an application or an order.',
          ],
        },
        {
          heading: 'Visit the counter',
          paragraphs: [
            'Staff at the centre can fill forms with you, take your payment in cash or by UPI, and print your documents.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      description:
        'How Seva collects, uses, stores and protects your personal information and identity documents.',
      intro:
        'This policy explains what personal information Seva collects, why, and how we protect it.',
      sections: [
        {
          heading: 'What we collect',
          list: [
            'Account details: your name, e-mail address and password (stored only as a secure hash).',
            'Application and order details: the fields of each form, such as date of birth, address, mobile number, Aadhaar, PAN or voter ID numbers.',
            'Documents you upload: photos, signatures and scans.',
            'Messages you send us through the contact form.',
          ],
        },
        {
          heading: 'How we use it',
          paragraphs: [
            'Only to process the services you ask for, to contact you about them, and to keep the records the law requires. We do not sell your information or use it for advertising.',
          ],
        },
        {
          heading: 'How we protect it',
          list: [
            'Uploaded files are stored privately and are opened only by you and our staff, after logging in.',
            'Aadhaar numbers are shown masked (XXXX XXXX 1234) in lists.',
            'Identity numbers are never written to our logs.',
          ],
        },
        {
          heading: 'Sharing',
          paragraphs: [
            'We pass your details to a government department or authority only when that is needed to deliver the service you applied for.',
          ],
        },
        {
          heading: 'Your choices',
          paragraphs: [
            'You can see and edit your profile, delete a pending application, and ask us through the contact form to correct or remove your information.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms of Service',
      description: 'The terms for using the Seva service centre website and its services.',
      intro: 'By creating an account or placing an order with Seva you agree to these terms.',
      sections: [
        {
          heading: 'Your account',
          paragraphs: [
            'Keep your password secret. You are responsible for what is done with your account. Give true and complete information: an application with wrong details may be rejected by the authority.',
          ],
        },
        {
          heading: 'Our services',
          paragraphs: [
            'Seva helps you prepare and submit applications. Decisions on them are taken by the government departments concerned, and their timelines are outside our control.',
          ],
        },
        {
          heading: 'Prices and payment',
          paragraphs: [
            'Prices are shown in rupees (₹) on the site. An order keeps the price at which it was placed. Payment is taken at the counter in cash or by UPI.',
            'Payments are non-refundable, except as described in our Refund Policy.',
          ],
        },
        {
          heading: 'Acceptable use',
          paragraphs: [
            'Do not upload documents that are not yours or that you are not allowed to share, and do not try to access other users’ information.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookies Policy',
      description: 'The cookies and browser storage the Seva website uses, and why.',
      intro:
        'Seva uses as little browser storage as it can, and no advertising or tracking cookies.',
      sections: [
        {
          heading: 'Session cookie',
          paragraphs: [
            'When you log in we set one cookie that keeps you logged in. It cannot be read by scripts on the page and ends when you log out or stay inactive for too long.',
          ],
        },
        {
          heading: 'Preferences',
          paragraphs: [
            'Your choice of light or dark theme is kept in your browser’s local storage under the name "theme". While you log in to place an order, the text you typed in the order form is kept in the tab’s session storage and removed once the order is placed.',
          ],
        },
        {
          heading: 'No tracking',
          paragraphs: ['We do not use analytics, advertising or third-party cookies.'],
        },
      ],
    },
    refunds: {
      title: 'Refund Policy',
      description:
        'Seva payments are non-refundable, except a payment deducted for a service that did not start or a duplicate payment, reported within 7 days.',
      intro: 'Payments are non-refundable. We make an exception only in the cases below.',
      sections: [
        {
          heading: 'When we refund',
          list: [
            'A payment was deducted but the service did not start.',
            'A duplicate payment was made.',
          ],
        },
        {
          heading: 'How to ask',
          paragraphs: [
            'Either must be reported within 7 days of the payment. Send us a message through the contact form, or visit the counter, with your reference number and the payment details (UPI transaction ID or receipt).',
          ],
        },
        {
          heading: 'When you get it',
          paragraphs: [
            'Approved refunds take 7-10 business days to reach you, by the method you paid with.',
          ],
        },
      ],
    },
  } satisfies Record<string, InfoPageText>,
} as const;

export default informationPages;
