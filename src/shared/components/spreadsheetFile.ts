import { MESSAGES } from '@/shared/validation/messages';

/** What the file picker offers for a spreadsheet. */
export const SPREADSHEET_ACCEPT = '.xls,.xlsx';

/**
 * The browser's check of a spreadsheet before it is sent (.xls/.xlsx by name, as the spec asks;
 * the mock reads the content and says the same when it is not a workbook): the message, or null.
 */
export const spreadsheetProblem = (file: File): string | null =>
  /\.xlsx?$/i.test(file.name) ? null : MESSAGES.spreadsheetType;
