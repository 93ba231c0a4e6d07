/**
 * The operator's workflow texts (docs/decisions/067): promised dates and the overdue queue,
 * assignment, internal notes. Reached through `messages/operator-workflow.ts` from the lazy
 * admin route chunks only.
 */
const operatorWorkflow = {
  queue: {
    dueFilter: 'Promised date',
    dueAll: 'Any date',
    overdue: 'Overdue',
    soon: 'Due soon',
    assignedFilter: 'Assigned to',
    assignedAll: 'Anyone',
    mine: 'Mine',
    unassigned: 'Unassigned',
    sort: 'Sort by',
    sortNewest: 'Newest first',
    sortDue: 'Promised date',
    promisedBy: 'Promised by',
    assignedTo: 'Assigned to',
    nobody: '—',
    overdueBadge: 'Overdue',
  },
  overview: {
    overdueTitle: 'Overdue applications',
    overdueNone: 'Nothing is overdue.',
    overdueLink: (type: string, count: string) => `${type}: ${count} overdue`,
    showOverdue: 'Show all overdue',
  },
  assignment: {
    title: 'Assigned to',
    nobody: 'Not assigned to anyone yet. Whoever changes its status first takes it.',
    holder: (name: string) => `${name} is working on it`,
    you: 'You are working on it',
    since: (date: string) => `since ${date}`,
    assignToMe: 'Assign to me',
    giveTo: 'Give to…',
    giveLabel: 'Operator to give it to',
    give: 'Give',
    unassign: 'Unassign',
    takeOver: 'Take over',
    takeOverHint: 'Only the assigned operator changes its status. Take it over to work on it.',
    failed: 'Could not change who works on it. The page shows the latest state.',
  },
  notes: {
    title: 'Internal notes',
    hint: 'Only operators see these. The citizen never does.',
    label: 'New internal note',
    placeholder: 'A note for other operators',
    add: 'Add note',
    shortcut: 'Ctrl+Enter adds the note',
    empty: 'No internal notes yet.',
    by: (name: string) => `by ${name}`,
    someone: 'an operator',
    failed: 'Could not add the note',
    count: (length: number, max: number) => `${length} / ${max}`,
  },
} as const;

export default operatorWorkflow;
