// Hindi for `../en/notifications.ts`: the same keys and message parameters, checked by the typecheck.
import type english from '../en/notifications.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiNotifications = {
  profile: {
    title: 'सूचनाएँ',
    text: 'आपके आवेदनों और ऑर्डर के बारे में हम आपको कैसे बताएँ।',
    email: 'मेरे आवेदनों और ऑर्डर के बारे में ईमेल भेजें',
    sms: 'मेरे आवेदनों और ऑर्डर के बारे में SMS भेजें',
    noEmail: 'आपके खाते में ईमेल पता नहीं है।',
    noMobile: 'SMS पाने के लिए प्रोफ़ाइल बदलें में मोबाइल नंबर जोड़ें।',
    codes: 'लॉग इन और पासवर्ड के कोड हमेशा भेजे जाते हैं, आप यहाँ जो भी चुनें।',
    failed: 'सूचना की सेटिंग सेव नहीं हो सकी। फिर से कोशिश करें।',
  },
  outbox: {
    title: 'सूचनाएँ',
    hint: 'ईमेल और SMS जो अभी तक नहीं गए। हर एक अपने आप फिर से भेजा जाता है; कोड की मियाद खत्म होने के बाद वह कभी नहीं भेजा जाता।',
    sms: 'SMS',
    transports: {
      none: 'बंद (SMS_URL सेट नहीं है)',
      log: 'सर्वर लॉग में लिखा जाता है',
      msg91: 'MSG91',
    },
    sent24h: 'पिछले 24 घंटे में भेजे गए',
    sentByChannel: (email, sms) => `ईमेल ${email} · SMS ${sms}`,
    waiting: 'इंतज़ार में',
    failed: 'नहीं जा सके',
    table: 'सूचनाएँ जो अभी नहीं गईं',
    kind: 'सूचना',
    channel: 'माध्यम',
    recipient: 'किसे',
    status: 'स्थिति',
    attempts: 'कोशिशें',
    nextAttempt: 'अगली कोशिश',
    error: 'गड़बड़ी',
    channels: { email: 'ईमेल', sms: 'SMS' },
    statuses: {
      waiting: 'इंतज़ार में',
      sending: 'भेजी जा रही है',
      sent: 'भेजी गई',
      failed: 'नहीं जा सकी',
      expired: 'मियाद खत्म',
    },
    none: '—',
    retry: 'अभी फिर भेजें',
    retryOf: (kind, recipient) => `अभी फिर भेजें: ${recipient} को ${kind}`,
    retryFailed: 'फिर से नहीं भेजा जा सका। फिर से कोशिश करें।',
    refresh: 'ताज़ा करें',
    empty: 'सारी सूचनाएँ भेजी जा चुकी हैं',
    loading: 'सूचनाएँ लोड हो रही हैं...',
    loadFailed: 'सूचनाएँ लोड नहीं हो सकीं।',
  },
  kinds: {
    verify_code: 'साइन अप कोड',
    reset_code: 'पासवर्ड बदलने का कोड',
    sms_code: 'SMS कोड',
    invitation: 'पासवर्ड रखने का निमंत्रण',
    application_received: 'आवेदन मिला',
    status_changed: 'स्थिति बदली',
    comment_added: 'नई टिप्पणी',
    sent_back: 'दस्तावेज़ चाहिए',
    documents_received: 'दस्तावेज़ मिले',
    result_ready: 'नतीजा तैयार',
    order_placed: 'ऑर्डर दिया गया',
    order_status: 'ऑर्डर की स्थिति बदली',
    payment_received: 'भुगतान मिला',
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiNotifications, typeof english> = true;
void checked;

export default hiNotifications;
