/** Query flag of /home/premium that opens the task list, so the workbench can hand a submitted video over to it. */
export const TASKS_PARAM = 'tasks';
