/**
 * The public site's texts (home, contact, footer; the product pages are in `product-pages.ts`, the information pages in
 * `information-pages.ts`). Reached as `mp` through `../public-pages.ts`; lazy route code only (decision 011).
 */

const publicPages = {
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
    pause: 'Pause carousel',
    play: 'Play carousel',
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
} as const;

export default publicPages;
