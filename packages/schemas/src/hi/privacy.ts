// Hindi of the export and erasure messages (docs/decisions/062-export-and-erasure.md).
import { privacyMessages } from '../privacy.ts';
import { addHindi, addHindiTexts } from '../texts.ts';

addHindi(privacyMessages, {
  erased: 'आपका खाता हटा दिया गया है। आपके भुगतान और रसीदें हिसाब के लिए रखी गई हैं।',
  citizenErased: 'नागरिक का खाता हटा दिया गया है। भुगतान और रसीदें रखी गई हैं।',
  wrongPassword: 'पासवर्ड सही नहीं है। कुछ भी नहीं हटाया गया।',
  noPassword: 'इस खाते का कोई पासवर्ड नहीं है। इसे हटाने के लिए सेवा केंद्र पर पूछें।',
  workInProgress:
    'आपका एक आवेदन या ऑर्डर अभी चल रहा है। पहले केंद्र से उसे पूरा या रद्द करवाएँ, फिर अपना खाता हटाएँ।',
  citizenWorkInProgress:
    'इस नागरिक का एक आवेदन या ऑर्डर अभी चल रहा है। पहले उसे पूरा करें, अस्वीकार करें या रद्द करें।',
  citizenNotFound: 'नागरिक नहीं मिला',
  notACitizen: 'यहाँ केवल नागरिक का खाता हटाया जा सकता है',
  alreadyErased: 'यह खाता पहले ही हटाया जा चुका है',
  tooManyExports: 'आप एक घंटे में कुछ ही बार अपना डेटा डाउनलोड कर सकते हैं। कृपया बाद में फिर कोशिश करें।',
});

addHindiTexts({
  'Confirm that the citizen asked for their account to be deleted':
    'पुष्टि करें कि नागरिक ने अपना खाता हटाने को कहा है',
});
