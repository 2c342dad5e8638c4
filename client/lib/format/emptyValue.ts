/** How an empty value shows in text: an en dash (EmptyValue shows it in tables, read as 'not set'). */
export const EMPTY_VALUE = '–';
