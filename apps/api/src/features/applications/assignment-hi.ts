// Hindi of the assignment's messages (imported at start by lib/hindi.ts, never by the web).
import { addHindi } from '@seva/schemas/texts';
import { assignmentMessages } from './assignment.ts';

addHindi(assignmentMessages, {
  assigned: (name: string) => `${name} को सौंपा गया`,
  unassigned: 'अब यह आवेदन किसी को सौंपा नहीं गया है',
  takenOver: 'यह आवेदन अब आपके पास है',
  unchanged: 'बदलने को कुछ नहीं: यह पहले से ऐसा ही है',
  operatorNotFound: 'इस id का कोई ऑपरेटर खाता नहीं मिला',
  notAnOperator: 'यह खाता ऑपरेटर का नहीं है',
  assignedElsewhere: (name: string) =>
    `${name} इस आवेदन पर काम कर रहे हैं। इसे बदलने के लिए पहले इसे अपने पास लें।`,
  changedMeanwhile: 'आवेदन किसी और ने बदल दिया है। कृपया पेज फिर से लोड करें।',
});
