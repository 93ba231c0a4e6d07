/**
 * The product pages' texts: the services list, a product's page and its order form, the PAN
 * card page. Apart from `public-pages.ts` so the home page does not download them. Reached as
 * `mpp` through `../product-pages.ts`; lazy route code only (decision 011).
 */

const productPages = {
  services: {
    title: 'Services',
    description:
      'Every product at the Seva service centre with its price in rupees: Aadhaar, voter, E-Share (demat), Ayushman and PAN card services, paper, printing and lamination.',
    intro:
      'Cards, prints, paper and lamination at the counter. Order online and pay when you collect.',
    applyTitle: 'Applications',
    applyText: 'PAN card, RTPS, job card and ITR applications are made from your dashboard.',
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
  /**
   * The public page of each application (`/apply/{form slug}`, issue 16 item 9): what it needs,
   * the fee and the usual time. The same list heads the application's form.
   */
  apply: {
    needTitle: 'What you need',
    priceTitle: 'Price',
    usualTime: (days: number) =>
      days === 1 ? 'Usually ready in 1 working day' : `Usually ready in ${days} working days`,
    apply: 'Apply Now',
    loginFirst: 'You will be asked to log in first, then brought to the form.',
    kinds: {
      PanCard: {
        title: 'Apply for a PAN Card',
        description:
          'Apply for a new PAN card through Seva: what you need (Aadhaar, photo, signature) and the price. Fill the form online and track it on your dashboard.',
        intro:
          'We fill and file your PAN card application for you. Fill the form online with your details and documents, then follow it on your dashboard.',
        needs: [
          'Your Aadhaar number and a scan or photo of your Aadhaar card (JPEG, PNG or PDF, up to 5 MB)',
          'A recent passport-size photo (JPEG or PNG, up to 5 MB)',
          'Your signature on white paper, photographed or scanned (JPEG or PNG, up to 5 MB)',
          'Your date of birth, father’s name and address as on your Aadhaar',
          'A mobile number and an e-mail address',
        ],
      },
      RTPS: {
        title: 'Apply for an RTPS Certificate',
        description:
          'Residence, income, caste and other certificates under Bihar’s RTPS through Seva: what you need and the price. Give your RTPS receipt’s details online and track it on your dashboard.',
        intro:
          'We follow up your RTPS certificate with the block office. Give the details printed on your RTPS receipt, then follow it on your dashboard.',
        needs: [
          'Your RTPS receipt from the block office or the RTPS counter',
          'The block it was filed in',
          'The certificate it is for (residence, income, caste, non-creamy layer or OBC)',
          'The registration number as printed on the receipt, for example BICCO/2026/12345',
        ],
      },
      JobCard: {
        title: 'Apply for a MGNREGA Job Card',
        description:
          'Apply for a MGNREGA job card through Seva: what you need (Aadhaar and bank passbook) and the price. Fill the form online and track it on your dashboard.',
        intro:
          'We file your MGNREGA job card application for you. Fill the form online with your name and two documents, then follow it on your dashboard.',
        needs: [
          'Your name, and your father’s or husband’s name, as on your Aadhaar',
          'A scan or photo of your Aadhaar card (JPEG, PNG or PDF, up to 5 MB)',
          'A scan or photo of the first page of your bank passbook (JPEG, PNG or PDF, up to 5 MB)',
        ],
      },
      ITR: {
        title: 'File your Income Tax Return',
        description:
          'File your income tax return (ITR) through Seva: what you need (Aadhaar, PAN, bank details) and the price. Fill the form online and track it on your dashboard.',
        intro:
          'We prepare and file your income tax return for you. Fill the form online with your numbers and documents, then follow it on your dashboard.',
        needs: [
          'Your Aadhaar number and a scan or photo of your Aadhaar card (JPEG, PNG or PDF, up to 5 MB)',
          'Your PAN and a scan or photo of your PAN card (JPEG, PNG or PDF, up to 5 MB)',
          'Your bank account number and the branch’s IFSC code',
          'A scan or photo of the first page of your bank passbook (JPEG, PNG or PDF, up to 5 MB)',
        ],
      },
    },
  },
} as const;

export default productPages;
