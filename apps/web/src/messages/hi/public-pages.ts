// Hindi for `../en/public-pages.ts`: the same keys and message parameters, checked by the typecheck.
// TODO(translation): still the English texts.
import type english from '../en/public-pages.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiPublicPages = {
  siteName: 'Seva',
  titleSuffix: ' | Seva',
  home: {
    title: 'Seva — your local service centre, online',
    description:
      'PAN card, ITR, RTPS and job card applications, Aadhaar and voter card help, printing and lamination at a cyber cafe in Bihar. Apply from your phone and track it online.',
    heroTitle: 'Government services and printing, from your phone',
    heroText:
      'PAN card, ITR, RTPS and job card applications, Aadhaar and voter card help, printing and lamination. Apply online, pay at the counter, and track everything on your dashboard.',
    browseServices: 'Browse Services',
    howItWorks: 'How It Works',
    servicesTitle: 'Our Services',
    servicesRegion: 'Services carousel',
    previous: 'Previous services',
    next: 'Next services',
    slideOf: (first: number, total: number) => `Service ${first} of ${total}`,
    viewService: 'View',
    aboutTitle: 'About Seva',
    aboutText:
      'Seva is a cyber cafe and service centre in Bihar. We help citizens apply for government documents and registrations, file income tax returns, and print and laminate their papers. Users receive a softcopy of the processed documents on their dashboard.',
    aboutPoints: [
      'Apply from your phone, pay at the counter in cash or by UPI',
      'A reference number for every application and order',
      'Status updates by e-mail and on your dashboard',
    ],
    aboutMore: 'More about us',
  },
  contact: {
    title: 'Contact Us',
    intro: 'Have a question? Send us a message and we will reply by e-mail.',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    namePlaceholder: 'Your name',
    emailPlaceholder: 'you@example.com',
    messagePlaceholder: 'How can we help?',
    send: 'Send Message',
    sending: 'Sending...',
    sent: 'Message Sent Successfully!',
    sentText: 'Thank you. Our staff will reply to your e-mail address.',
    another: 'Send another message',
    failed: 'Could not send your message. Please try again.',
  },
  footer: {
    label: 'Site links',
    rights: (year: number) => `© ${year} Seva. All rights reserved.`,
    tagline: 'A cyber cafe and service centre in Bihar.',
    links: [
      { to: '/how-it-works', label: 'How It Works' },
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/cookies', label: 'Cookies Policy' },
      { to: '/refunds', label: 'Refund Policy' },
    ],
  },
  services: {
    title: 'Services',
    description:
      'Every product at the Seva service centre with its price in rupees: Aadhaar, voter, E-Share (demat), Ayushman and PAN card services, paper, printing and lamination.',
    intro:
      'Cards, prints, paper and lamination at the counter. Order online and pay when you collect.',
    applyTitle: 'Applications',
    applyText: 'PAN card, RTPS, job card and ITR applications are made from your dashboard.',
    applyPan: 'Apply for a PAN card',
    order: 'Order',
    loadFailed: 'Could not load the prices. Please try again.',
    empty: 'No products are available right now.',
  },
  product: {
    description: (title: string, price: string, unit: string) =>
      `Order ${title} at Seva for ${price} ${unit}. Fill the form, pay at the counter.`,
    back: 'All services',
    /** `orderMessages.inactive`: the order call refuses such a product with the same words. */
    unavailable: 'This product is not available right now',
    price: 'Price',
    formTitle: 'Order form',
    optionalWhenUpdating: 'Optional when the request type is Update',
    select: 'Select...',
    buyNow: 'Buy Now',
    submitting: 'Submitting...',
    loginToBuy: 'You will be asked to log in first. What you type here is kept.',
    filesNote: 'Files cannot be kept while you log in: choose them again after logging in.',
    failed: 'Could not place your order. Please try again.',
    reference: (reference: string) => `Reference number: ${reference}`,
    total: (amount: string) => `Total: ${amount}`,
    chooseFile: 'Choose File',
  },
  applyPan: {
    title: 'Apply for a PAN Card',
    description:
      'Apply for a new PAN card through Seva: what you need (Aadhaar, photo, signature) and the price. Fill the form online and track it on your dashboard.',
    intro:
      'We fill and file your PAN card application for you. Fill the form online with your details and documents, then follow it on your dashboard.',
    needTitle: 'What you need',
    needs: [
      'Your Aadhaar number and a scan or photo of your Aadhaar card (JPEG, PNG or PDF, up to 5 MB)',
      'A recent passport-size photo (JPEG or PNG, up to 5 MB)',
      'Your signature on white paper, photographed or scanned (JPEG or PNG, up to 5 MB)',
      'Your date of birth, father’s name and address as on your Aadhaar',
      'A mobile number and an e-mail address',
    ],
    priceTitle: 'Price',
    apply: 'Apply Now',
    loginFirst: 'You will be asked to log in first, then brought to the form.',
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiPublicPages, typeof english> = true;
void checked;

export default hiPublicPages;
