// Hindi for `../en/order-fields.ts`: the same keys, checked by the typecheck.
import type english from '../en/order-fields.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiOrderFields = {
  labels: {
    fullName: 'पूरा नाम',
    dob: 'जन्म तिथि',
    gender: 'लिंग',
    mobile: 'मोबाइल नंबर',
    address: 'पता',
    aadharNumber: 'आधार संख्या',
    requestType: 'अनुरोध का प्रकार',
    document: 'सहायक दस्तावेज़',
    voterIdNumber: 'वोटर ID संख्या',
    pan: 'पैन संख्या',
    aadhaar: 'आधार संख्या',
    email: 'ईमेल',
    demat: 'डीमैट खाता संख्या',
    rationCard: 'राशन कार्ड संख्या',
    state: 'राज्य',
    district: 'ज़िला',
    fatherName: 'पिता का नाम',
    aadhaarDoc: 'आधार दस्तावेज़',
    photo: 'फ़ोटो',
    panNumber: 'पैन संख्या',
    city: 'शहर',
    pincode: 'पिन कोड',
    panFile: 'ई-पैन फ़ाइल',
    quantity: 'मात्रा',
    aadharFile: 'आधार PDF',
    fulfilment: 'केंद्र से लेना या डिलीवरी',
  },
  options: {
    male: 'पुरुष',
    female: 'महिला',
    other: 'अन्य',
    new: 'नया',
    update: 'अपडेट',
    check: 'स्थिति जाँचें',
    pickup: 'केंद्र से ले जाएँगे',
    delivery: 'मेरे पते पर भेजें',
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiOrderFields, typeof english> = true;
void checked;

export default hiOrderFields;
