/**
 * Text read off a page: a PDF's text layer or a photo's OCR, whose lines the pipeline rebuilt from
 * positions (each line comes with its box). Cells wrap, columns run together and a page's footer or
 * grading scale sits between the classes, so a reading that looks sure on its own was often cut or
 * titled wrongly. At first sight the page-input folders' readings at >= 80 were right 51.6 % of the
 * time (31 readings: fresh20's real PDFs 2 of 7, fresh24's Word-made PDFs 14 of 24; fresh25's images
 * had none there) against 90.4 % for typed or pasted text (1,007; scripts/first-sight-confidence/run.sh,
 * current signals). Chosen on fresh20 alone (before fresh22-25 were gathered it was the only such
 * folder), it held on fresh24. So a page-read document keeps its readings below the top band: the
 * student sees them as "medium", and the signals still put the doubtful ones under the highlight.
 */

/** Highest confidence of a reading read off a page: below the top band. */
export const PAGE_INPUT_CAP = 79;

/** Were the document's lines read off a page (a PDF or an image: every such line carries its box)? */
export function readFromPage(lines: readonly { bbox?: unknown }[]): boolean {
  return lines.some((l) => l.bbox !== undefined);
}

/** The confidence a reading of the document keeps: capped when the text was read off a page. */
export function withPageInputCap(confidence: number, fromPage: boolean): number {
  return fromPage ? Math.min(confidence, PAGE_INPUT_CAP) : confidence;
}
