// Modal names of the employees screen: commands open them, the screen renders them (the dialogs stay in the
// screen's lazy chunk).
export const EMPLOYEE_FORM = 'employee-form';
export const EMPLOYEE_DELETE = 'employee-delete';
export const EMPLOYEE_DEPOSIT = 'employee-deposit';
