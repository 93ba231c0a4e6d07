// Hindi for `../en/operator-workflow.ts`: the same keys and message parameters, checked by the typecheck.
import type english from '../en/operator-workflow.ts';
import type { SameParameters, Translation } from '../translation.ts';

const hiOperatorWorkflow = {
  queue: {
    dueFilter: 'वादे की तारीख',
    dueAll: 'कोई भी तारीख',
    overdue: 'समय से पीछे',
    soon: 'जल्द देना है',
    assignedFilter: 'किसके पास',
    assignedAll: 'कोई भी',
    mine: 'मेरे',
    unassigned: 'किसी के पास नहीं',
    sort: 'क्रम',
    sortNewest: 'सबसे नया पहले',
    sortDue: 'वादे की तारीख',
    promisedBy: 'वादे की तारीख',
    assignedTo: 'किसके पास',
    nobody: '—',
    overdueBadge: 'समय से पीछे',
  },
  overview: {
    overdueTitle: 'समय से पीछे चल रहे आवेदन',
    overdueNone: 'कोई आवेदन समय से पीछे नहीं है।',
    overdueLink: (type, count) => `${type}: ${count} समय से पीछे`,
    showOverdue: 'सभी पीछे चल रहे आवेदन देखें',
  },
  assignment: {
    title: 'किसके पास',
    nobody: 'अभी किसी को नहीं सौंपा गया। जो पहले स्थिति बदलेगा, यह उसके पास जाएगा।',
    holder: (name) => `${name} इस पर काम कर रहे हैं`,
    you: 'आप इस पर काम कर रहे हैं',
    since: (date) => `${date} से`,
    assignToMe: 'मुझे सौंपें',
    giveTo: 'किसी और को दें…',
    giveLabel: 'किस ऑपरेटर को देना है',
    give: 'दें',
    unassign: 'किसी को न सौंपें',
    takeOver: 'अपने पास लें',
    takeOverHint: 'स्थिति सिर्फ़ वही ऑपरेटर बदलता है जिसके पास आवेदन है। काम करने के लिए इसे अपने पास लें।',
    failed: 'आवेदन किसके पास है, यह नहीं बदल सका। पेज पर अभी की स्थिति दिख रही है।',
  },
  notes: {
    title: 'अंदरूनी नोट',
    hint: 'ये सिर्फ़ ऑपरेटर देखते हैं। नागरिक को कभी नहीं दिखते।',
    label: 'नया अंदरूनी नोट',
    placeholder: 'दूसरे ऑपरेटरों के लिए नोट',
    add: 'नोट जोड़ें',
    shortcut: 'Ctrl+Enter से नोट जुड़ जाता है',
    empty: 'अभी कोई अंदरूनी नोट नहीं है।',
    by: (name) => `${name} द्वारा`,
    someone: 'एक ऑपरेटर',
    failed: 'नोट नहीं जुड़ सका',
    count: (length, max) => `${length} / ${max}`,
  },
} satisfies Translation<typeof english>;

const checked: SameParameters<typeof hiOperatorWorkflow, typeof english> = true;
void checked;

export default hiOperatorWorkflow;
