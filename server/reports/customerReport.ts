// The customer report of an NCR: a PDF the company sends its customer (a power utility), and the fingerprint of
// what it states. What the report says, in what order, is here; how it is drawn is customerReportPdf.ts.
import { createHash } from 'node:crypto';
import type { ImageWorkOptions } from '../images/imageWork.ts';
import { ReportPdf, type Fact, type TableColumn } from './customerReportPdf.ts';
import { DEJAVU_SANS, loadReportFonts, type ReportFontFiles } from './reportFonts.ts';
import { prepareReportPhotos } from './reportPhotos.ts';
import { canonicalText } from './reportText.ts';

/**
 * Everything the customer report states, and nothing else: the caller gives only what the customer may see (the
 * customer-facing status, the actions shown to the customer, the photos the user picked). Labels are given as
 * they are to be printed; dates as 'YYYY-MM-DD', '' when not set.
 */
export interface CustomerReportInput {
  /** The issuing company, at the top of page 1. */
  company: string;
  ncr: {
    /** e.g. 'NCR-2026-0042' */
    number: string;
    station: string;
    projectId: string;
    customer: string;
    products: { category: string; serial: string }[];
    /** 'YYYY-MM-DD', or '' when not set. */
    reported: string;
    /** The customer-facing status's label, e.g. 'In Progress'. */
    customerStatus: string;
    description: string;
    /** e.g. 'Material', or '' when not set. */
    rootCauseCategory: string;
    rootCauseAnalysis: string;
  };
  /** Only the actions shown to the customer; labels and 'YYYY-MM-DD' dates ('' when none). */
  actions: { type: string; description: string; status: string; due: string; completed: string; verified: string }[];
  /** JPEG, PNG or WebP attachments the user picked, in their order (read by their content; `mime` is not trusted). */
  photos: { name: string; mime: string; bytes: Buffer }[];
  /** The person who issues the report. */
  issuedBy: string;
  issuedAt: Date;
  /** 1, 2, … */
  version: number;
}

export interface CustomerReportOptions {
  /** The image work's turn for the photos' downscaling (whose job it is, the request's signal). */
  work?: ImageWorkOptions;
  /** The TrueType files (DejaVu Sans); when they cannot be read the report is drawn in Helvetica. */
  fonts?: ReportFontFiles;
}

/** Bump when the canonical serialisation below changes, so that an old fingerprint never matches a new form. */
const FINGERPRINT_FORM = 'stationdesk/customer-report/1';

/**
 * The SHA-256 (hex) of a canonical serialisation of everything the report states: its texts (NFC, \n line ends),
 * products, actions, each photo's name and the SHA-256 of its bytes, the version, the issuer and the issue time.
 * The report prints it in its footer: the PDF's own bytes cannot hold their own hash (the caller stores that with
 * the stored file). Key order in the input does not matter; `mime` is not stated and not counted.
 */
export function reportFingerprint(input: CustomerReportInput): string {
  const { ncr } = input;
  const text = canonicalText;
  const canonical = [
    FINGERPRINT_FORM,
    text(input.company),
    [ncr.number, ncr.station, ncr.projectId, ncr.customer].map(text),
    ncr.products.map((product) => [text(product.category), text(product.serial)]),
    [ncr.reported, ncr.customerStatus, ncr.description, ncr.rootCauseCategory, ncr.rootCauseAnalysis].map(text),
    input.actions.map((action) => [action.type, action.description, action.status, action.due, action.completed, action.verified].map(text)),
    input.photos.map((photo) => [text(photo.name), createHash('sha256').update(photo.bytes).digest('hex')]),
    input.version,
    text(input.issuedBy),
    validTime(input.issuedAt).toISOString(),
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

const ACTION_COLUMNS: TableColumn[] = [
  { title: 'Type', width: 68 },
  { title: 'Description', width: 'rest' },
  { title: 'Status', width: 62 },
  { title: 'Due', width: 58 },
  { title: 'Completed', width: 58 },
  { title: 'Verified', width: 58 },
];

const orNotSet = (value: string): string => value.trim() || 'Not set';

/**
 * The report as an A4 PDF (see the README, NCR customer report). Reads nothing but its input, and the font files;
 * the same input gives the same bytes. Long texts run onto further pages; an empty section says so; a photo that
 * cannot be read is left out with its caption saying so. Throws only for an issuedAt that is not a time, and
 * when the server's image work refuses the photos (busy, or `work.signal` aborted).
 */
export async function renderCustomerReport(input: CustomerReportInput, options: CustomerReportOptions = {}): Promise<Buffer> {
  const { ncr } = input;
  const fingerprint = reportFingerprint(input);
  const issued = issuedTime(input.issuedAt);
  const [fonts, photos] = await Promise.all([
    loadReportFonts(options.fonts ?? DEJAVU_SANS),
    prepareReportPhotos(input.photos, options.work),
  ]);
  const title = `${ncr.number} Customer report v${input.version}`;
  const pdf = new ReportPdf({ fonts, title, author: input.issuedBy, subject: `${ncr.number} · ${ncr.station}`, date: input.issuedAt });

  pdf.header(input.company, 'Customer report', ncr.number, `Version ${input.version} · issued ${issued}`);
  const fact = (label: string, value: string): Fact => ({ label, value: orNotSet(value), muted: !value.trim() });
  pdf.facts([
    fact('Station', ncr.station),
    fact('Project ID', ncr.projectId),
    fact('Customer', ncr.customer),
    {
      label: 'Products',
      value: ncr.products.length ? ncr.products.map((p) => `${p.category.trim() || 'Product'} · serial ${p.serial.trim() || 'not set'}`).join('\n') : 'None',
      muted: ncr.products.length === 0,
    },
    fact('Reported', ncr.reported),
    fact('Status', ncr.customerStatus),
  ]);

  pdf.heading('Description');
  pdf.paragraph(ncr.description.trim() ? ncr.description : 'None', { muted: !ncr.description.trim() });

  pdf.heading('Root cause');
  pdf.paragraph(orNotSet(ncr.rootCauseCategory), { label: 'Category: ' });
  pdf.paragraph(ncr.rootCauseAnalysis.trim() ? ncr.rootCauseAnalysis : 'None', { muted: !ncr.rootCauseAnalysis.trim() });

  pdf.heading('Actions', 40);
  pdf.table(
    ACTION_COLUMNS,
    input.actions.map((a) => [a.type, a.description, a.status, a.due || '–', a.completed || '–', a.verified || '–']),
    'No actions are listed in this report.',
  );

  pdf.photos(
    'Photos',
    photos,
    (photo, index) => `Photo ${index + 1}: ${photo.name}${photo.jpeg ? '' : ' (image could not be read)'}`,
    'No photos are attached to this report.',
  );

  pdf.signOff(
    'Sign-off',
    `Issued by ${input.issuedBy.trim() || 'not named'} on ${issued}.`,
    'Received by the customer:',
    ['Name and signature', 'Date'],
  );
  return pdf.finish((page, pages) => `${ncr.number} · Customer report v${input.version} · SHA-256 ${fingerprint} · page ${page} of ${pages}`);
}

/** 'YYYY-MM-DD HH:MM UTC': the same wherever the server runs. */
const issuedTime = (date: Date): string => `${validTime(date).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function validTime(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError('customer report: issuedAt is not a valid time');
  return date;
}
