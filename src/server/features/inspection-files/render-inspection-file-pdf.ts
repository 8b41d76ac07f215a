import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import { drawQrCode } from "../../infra/pdf/draw-qr-code";
import { openPdfA, type PdfAFont } from "../../infra/pdf/open-pdf-a";
import { PAGE_MARGIN, pdfColours as colours } from "../../infra/pdf/pdf-layout";
import { spanishDate as day } from "./spanish-date";

const copy = inspectionFilesCopy.pdf;

/** Everything an inspection file says, gathered before a line is drawn. */
export interface InspectionFileContent {
  code: string;
  issuedAt: Date;
  verificationUrl: string;
  brandName: string;
  /** The establishment's: every time is read on its clock. */
  timeZone: string;
  period: { from: string; until: string };
  provider: { legalName: string; taxId: string; address: string };
  holder: { name: string; taxId: string; address: string };
  establishment: { tradingName: string; address: string; zones: string[] };
  service: {
    period: string;
    invoices: { number: string; issuedOn: string; total: string }[];
  };
  declaration: { text: string; signedBy: string; signedAt: Date } | null;
  tracks: { title: string; artist: string; rights: string | null; plays: number }[];
  days: { date: string; plays: number; secondsHeard: number }[];
  /** Every play of the days the file lists in full, in the order they started. */
  plays: {
    zone: string;
    startedAt: Date;
    endedAt: Date;
    title: string;
    artist: string;
    late: boolean;
  }[];
  seals: { date: string; zone: string; seq: number; hash: string; stampedAt: Date | null }[];
}

/** Plays drawn between two progress reports. */
const PROGRESS_EVERY = 500;

const moment = (value: Date, timeZone: string) =>
  new Intl.DateTimeFormat("es-ES", {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone,
  }).format(value);

const minutesOf = (seconds: number) => {
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};

/**
 * The inspection file as a PDF/A-2b: who holds the establishment and who provides the
 * music, the paid service, the owner's declaration, each distinct song with its rights,
 * the plays (per day, and in full for the days listed), the daily seals with their
 * authority time-stamps, and the link and QR code that check the file online. Drawn as
 * it streams: a year of a shop's plays is thousands of pages, never all in memory.
 */
export async function renderInspectionFilePdf(
  content: InspectionFileContent,
  /** Told how far the plays are drawn (0…1), every few hundred lines: they are the bulk. */
  onProgress: (fraction: number) => void = () => {},
): Promise<Buffer> {
  const { doc, finished, font } = openPdfA({
    Title: `${copy.title} ${content.code}`,
    Author: content.provider.legalName,
    Subject: copy.subtitle(content.establishment.tradingName),
  });
  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const bottom = () => doc.page.height - PAGE_MARGIN;
  let pageNumber = 1;
  const footer = () => {
    const y = doc.page.height - PAGE_MARGIN + 16;
    // Below the bottom margin, where pdfkit would start a new page for any text: the
    // margin is lifted for the footer's one line.
    const { bottom: margin } = doc.page.margins;
    doc.page.margins.bottom = 0;
    font("sans").fontSize(7).fillColor(colours.muted);
    doc.text(`${copy.code(content.code)} · ${copy.page(pageNumber)}`, left, y, {
      width,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  };
  const newPage = () => {
    footer();
    doc.addPage();
    pageNumber++;
    doc.y = PAGE_MARGIN;
  };
  /** Room for `height` more points on this page, or a new page. */
  const room = (height: number) => {
    if (doc.y + height > bottom()) newPage();
  };
  const text = (value: string, options: { as?: PdfAFont; size?: number; colour?: string } = {}) => {
    const style = () =>
      font(options.as ?? "sans")
        .fontSize(options.size ?? 9.5)
        .fillColor(options.colour ?? colours.text);
    style();
    room(doc.heightOfString(value, { width }));
    // Again: a new page's footer has just drawn in its own type.
    style().text(value, left, doc.y, { width });
  };
  const heading = (value: string) => {
    room(60);
    doc.y += 10;
    text(value.toUpperCase(), { as: "bold", size: 10, colour: colours.brand700 });
    doc.y += 3;
  };

  // The first page: what the file is, for whom, and how to check it.
  font("bold").fontSize(20).fillColor(colours.brand700);
  doc.text(copy.title, left, PAGE_MARGIN, { width: width - 110 });
  text(copy.subtitle(content.establishment.tradingName), { size: 12, colour: colours.ink });
  text(copy.code(content.code), { as: "mono", size: 10 });
  text(copy.issuedAt(moment(content.issuedAt, content.timeZone)));
  text(copy.period(day(content.period.from), day(content.period.until)));
  drawQrCode(doc, content.verificationUrl, {
    x: left + width - 96,
    y: PAGE_MARGIN - 8,
    size: 96,
    ink: colours.ink,
  });
  doc.y = Math.max(doc.y, PAGE_MARGIN + 100);

  heading(copy.sections.holder);
  text(`${copy.labels.name}: ${content.holder.name}`);
  text(`${copy.labels.taxId}: ${content.holder.taxId}`);
  text(`${copy.labels.address}: ${content.holder.address}`);
  heading(copy.sections.establishment);
  text(content.establishment.tradingName, { colour: colours.ink });
  text(`${copy.labels.address}: ${content.establishment.address}`);
  text(`${copy.labels.zones}: ${content.establishment.zones.join(", ")}`);
  heading(copy.sections.provider);
  text(
    `${content.provider.legalName} (${content.brandName}), ${copy.labels.taxId} ${content.provider.taxId}`,
  );
  text(content.provider.address);
  heading(copy.sections.service);
  text(`${copy.labels.servicePeriod}: ${content.service.period}`);
  if (!content.service.invoices.length) text(copy.noInvoices);
  for (const invoice of content.service.invoices)
    text(copy.invoiceLine(invoice.number, day(invoice.issuedOn), invoice.total));
  heading(copy.sections.declaration);
  if (content.declaration) {
    text(content.declaration.text, { colour: colours.ink });
    text(
      copy.declarationSigned(
        content.declaration.signedBy,
        moment(content.declaration.signedAt, content.timeZone),
      ),
    );
  } else text(copy.noDeclaration);
  heading(copy.sections.verify);
  text(copy.verify(content.verificationUrl));
  text(copy.scope, { size: 8.5, colour: colours.muted });

  heading(copy.sections.tracks);
  for (const track of content.tracks) {
    room(30);
    text(copy.trackLine(track.title, track.artist, track.plays), { colour: colours.ink });
    text(track.rights ?? copy.noRights, { size: 8, colour: colours.muted });
    doc.y += 2;
  }

  heading(copy.sections.days);
  for (const entry of content.days)
    text(copy.dayLine(day(entry.date), entry.plays, minutesOf(entry.secondsHeard)), { size: 8.5 });

  if (content.plays.length) {
    heading(copy.sections.plays);
    drawPlays(content);
  }

  heading(copy.sections.seals);
  if (!content.seals.length) text(copy.noSeals);
  for (const seal of content.seals) {
    text(copy.sealLine(day(seal.date), seal.zone, seal.seq, seal.hash), { as: "mono", size: 7 });
    text(
      seal.stampedAt ? copy.stamped(moment(seal.stampedAt, content.timeZone)) : copy.notStamped,
      { size: 7.5, colour: colours.muted },
    );
  }
  footer();
  doc.end();
  return finished;

  /**
   * One line a play, in fixed columns, without measuring each: the bulk of a long file.
   * Long titles are cut at their column's width by the font's own advance widths.
   */
  function drawPlays(file: InspectionFileContent) {
    const columns = [0.13, 0.19, 0.11, 0.45, 0.12].map((share) => share * width);
    const lineHeight = 10.5;
    const time = new Intl.DateTimeFormat("es-ES", {
      dateStyle: "short",
      timeStyle: "medium",
      timeZone: file.timeZone,
    });
    const clock = new Intl.DateTimeFormat("es-ES", {
      timeStyle: "medium",
      timeZone: file.timeZone,
    });
    const header = [...copy.playColumns];
    const row = (cells: string[], as: PdfAFont) => {
      if (doc.y + lineHeight > bottom()) {
        newPage();
        // Each page of plays says what its columns are: a printed page is read alone.
        if (as !== "bold") row(header, "bold");
      }
      font(as)
        .fontSize(7.5)
        .fillColor(as === "bold" ? colours.ink : colours.text);
      const y = doc.y;
      let x = left;
      cells.forEach((cell, index) => {
        const columnWidth = (columns[index] ?? 0) - 4;
        doc.text(fitted(cell, columnWidth), x, y, { lineBreak: false });
        x += columns[index] ?? 0;
      });
      doc.y = y + lineHeight;
    };
    const fitted = (value: string, columnWidth: number) => {
      if (doc.widthOfString(value) <= columnWidth) return value;
      let cut = value;
      while (cut.length > 1 && doc.widthOfString(`${cut}…`) > columnWidth) cut = cut.slice(0, -1);
      return `${cut}…`;
    };
    row(header, "bold");
    file.plays.forEach((play, index) => {
      if (index % PROGRESS_EVERY === 0) onProgress(index / file.plays.length);
      row(
        [
          play.zone,
          time.format(play.startedAt),
          clock.format(play.endedAt),
          `«${play.title}» · ${play.artist}`,
          play.late ? copy.late : copy.live,
        ],
        "sans",
      );
    });
  }
}
