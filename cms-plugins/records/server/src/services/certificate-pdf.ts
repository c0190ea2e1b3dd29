import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { SCHOOL_NAME, ui } from '@dharma/config/words';
import { formatDate } from '@dharma/config/rules';
import { cmsEnv } from '@dharma/config/platform/env';
import type { CertificateRow } from '../repositories';

/**
 * Debian's Noto Serif CJK (fonts-noto-cjk), a .ttc collection: pdfkit embeds the Korean face by
 * its PostScript name, only the glyphs used. CERTIFICATE_FONT / CERTIFICATE_FONT_BOLD point
 * elsewhere when the fonts live in another place.
 */
export function certificateFonts(): { regular: string; bold: string } {
  const env = cmsEnv();
  const fonts = { regular: env.CERTIFICATE_FONT, bold: env.CERTIFICATE_FONT_BOLD };
  for (const file of Object.values(fonts)) {
    if (!fs.existsSync(file))
      throw new Error(
        `Certificate font ${file} is missing: install Debian's fonts-noto-cjk or set CERTIFICATE_FONT / CERTIFICATE_FONT_BOLD.`,
      );
  }
  return fonts;
}

/**
 * Lines broken only between words: pdfkit, following Unicode, would break Korean between any two
 * syllables ("드립니 / 다"), which reads badly on a certificate. Set the font first.
 */
function wrapAtSpaces(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && doc.widthOfString(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** The certificate as an A4 PDF: a double border, the title centred, the facts, the verification line. */
export function renderCertificate(row: CertificateRow, verifyUrl: string): Promise<Buffer> {
  const c = ui.certificates;
  const fonts = certificateFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `${SCHOOL_NAME} ${row.kind === 'course' ? c.courseTitle : c.completionTitle}`, Author: SCHOOL_NAME },
  });
  doc.registerFont('regular', fonts.regular, 'NotoSerifCJKkr-Regular');
  doc.registerFont('bold', fonts.bold, 'NotoSerifCJKkr-Bold');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  doc
    .lineWidth(3)
    .strokeColor('#7c2d12')
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(1)
    .rect(38, 38, width - 76, height - 76)
    .stroke();
  const inner = { x: 80, width: width - 160 };

  doc.font('regular').fontSize(13).fillColor('#5b524b').text(`${c.code} ${row.code}`, inner.x, 70, { width: inner.width, align: 'right' });
  doc
    .font('bold')
    .fontSize(40)
    .fillColor('#1f1a17')
    .text(row.kind === 'course' ? c.courseTitle : c.completionTitle, inner.x, 150, {
      width: inner.width,
      align: 'center',
      characterSpacing: 8,
    });

  const facts: [string, string][] = [[c.name, row.learnerName]];
  if (row.kind === 'course') {
    facts.push([c.course, `${row.courseName ?? ''} (${row.courseCode ?? ''})`]);
    facts.push([c.semester, row.semesterLabel ?? '']);
  }
  facts.push([c.credits, `${row.credits}학점`]);
  // Each line starts below the last one actually drawn, so a long course name wraps without
  // running into the next.
  let y = 270;
  for (const [label, value] of facts) {
    doc
      .font('regular')
      .fontSize(15)
      .fillColor('#5b524b')
      .text(label, inner.x + 30, y + 2, { width: 90 });
    doc.font('bold').fontSize(17).fillColor('#1f1a17');
    doc.text(wrapAtSpaces(doc, value, inner.width - 170), inner.x + 130, y, { width: inner.width - 160 });
    y = Math.max(doc.y, y + 24) + 16;
  }

  const body =
    row.kind === 'course'
      ? c.pdfCourseBody(row.learnerName, row.courseName ?? '', row.semesterLabel ?? '')
      : c.pdfCompletionBody(row.credits);
  doc.font('regular').fontSize(16).fillColor('#1f1a17');
  doc.text(wrapAtSpaces(doc, body, inner.width - 40), inner.x + 10, y + 30, { width: inner.width - 20, align: 'center', lineGap: 10 });

  const dateY = Math.max(doc.y + 50, height - 320);
  doc.font('regular').fontSize(16).text(formatDate(row.issuedOn), inner.x, dateY, { width: inner.width, align: 'center' });
  doc
    .font('bold')
    .fontSize(26)
    .text(SCHOOL_NAME, inner.x, doc.y + 24, { width: inner.width, align: 'center', characterSpacing: 6 });
  doc
    .font('regular')
    .fontSize(11)
    .fillColor('#5b524b')
    .text(c.verifyAt(verifyUrl), inner.x, height - 110, { width: inner.width, align: 'center' });
  doc.end();
  return done;
}
