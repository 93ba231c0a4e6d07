// Hindi of the texts assignment.ts and notes.ts carry inline (docs/decisions/067).
import { addHindiTexts } from '../texts.ts';

addHindiTexts({
  'due must be overdue or soon': 'due या तो overdue या soon होना चाहिए',
  'sort must be newest or due': 'sort या तो newest या due होना चाहिए',
  'assigned must be me, none or an operator id': 'assigned में me, none या किसी ऑपरेटर की id दें',
  'operatorId must be an operator id or null': 'operatorId किसी ऑपरेटर की id या null होना चाहिए',
  'from must be the operator it is assigned to': 'from में वह ऑपरेटर दें जिसके पास यह आवेदन है',
  'Note cannot be empty': 'नोट खाली नहीं हो सकता',
  'A note can be at most 2000 characters': 'नोट अधिकतम 2000 अक्षरों का हो सकता है',
});
