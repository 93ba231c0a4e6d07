// Hindi of the texts assignment.ts and notes.ts carry inline (docs/decisions/067).
import { addHindiTexts } from '../texts.ts';

addHindiTexts({
  'due must be overdue or soon': 'वादे की तारीख का फ़िल्टर "समय से पीछे" या "जल्द देना है" ही हो सकता है',
  'sort must be newest, oldest or due':
    'क्रम "सबसे नया पहले", "सबसे पुराना पहले" या "वादे की तारीख" ही हो सकता है',
  'assigned must be me, none or an operator id':
    'किसके पास: "मेरे", "किसी के पास नहीं" या किसी ऑपरेटर की ID दें',
  'operatorId must be an operator id or null':
    'किसी ऑपरेटर की ID दें, या किसी को न सौंपने के लिए खाली छोड़ें',
  'from must be the operator it is assigned to': 'वह ऑपरेटर बताएँ जिसके पास यह आवेदन अभी है',
  'Note cannot be empty': 'नोट खाली नहीं हो सकता',
  'A note can be at most 2000 characters': 'नोट अधिकतम 2000 अक्षरों का हो सकता है',
});
