/**
 * A table row that announces work due (`Feb 12 | MATLAB 1 | Project 1 due in section`): its reading column
 * names the deliverable (a project, a lab, a paper), not a text. The row gives no reading unless that cell
 * still refers to a part of a book (a section number, a chapter, pages).
 */

/** The topic says something is due, optionally where it is handed in (`due in section`). */
const DUE_TOPIC = /\bdue(?:\s+in\s+(?:section|class|lab|recitation|discussion))?\.?$/i;

/** A section number (`4.3`), a page or chapter range, or a chapter, section or page word. */
const BOOK_PART =
  /\d+\.\d+|\d+\s*[-–]\s*\d+|\b(?:chs?|chap(?:ter)?s?|pp?|pages?|secs?|sections?|§)(?:\b|\.)/i;

export function isDeliverableRow(topic: string, readingCells: readonly string[]): boolean {
  return (
    DUE_TOPIC.test(topic.trim()) && readingCells.length > 0 && !readingCells.some((c) => BOOK_PART.test(c))
  );
}
