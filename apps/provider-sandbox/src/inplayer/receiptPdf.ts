import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** Text the standard PDF fonts can draw (WinAnsi): typographic quotes become plain ones, anything else outside Latin-1 a question mark. */
const printable = (text: string): string =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\u0020-\u007E\u00A0-\u00FF\u20AC]/g, '?');

export interface ReceiptLines {
  merchant: string;
  rows: Array<[label: string, value: string]>;
}

/** A one-page PDF receipt: the merchant's name as the heading, then label/value rows. */
export async function receiptPdf(receipt: ReceiptLines): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${printable(receipt.merchant)} receipt`);
  pdf.setCreator('provider-sandbox');
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText(`${printable(receipt.merchant)}: receipt`, { x: 56, y: 770, size: 20, font: bold, color: rgb(0.07, 0.07, 0.07) });
  let y = 720;
  for (const [label, value] of receipt.rows) {
    page.drawText(printable(label), { x: 56, y, size: 11, font: bold });
    page.drawText(printable(value), { x: 220, y, size: 11, font: regular });
    y -= 22;
  }
  page.drawText('Issued by a local test stand-in: no real payment was made.', { x: 56, y: y - 20, size: 9, font: regular, color: rgb(0.3, 0.3, 0.3) });
  return pdf.save();
}
