/**
 * A bullet that is a paragraph — six sentences or more of instructions around one or two works ("U.S.
 * Constitution. The Constitution is reprinted in the Casebook ... Read it. All of it. Carefully.
 * ... Finally, read CB pages 1-20") — is prose, not a list item naming a reading. Cut into sentences,
 * each is judged on its own evidence, without the prior that an item of a reading list is a reading:
 * the works named with their evidence (a statute, pages, a case) stay, the emphasis and asides go.
 */
const PARAGRAPH_SENTENCES = 6;

export function isProseParagraph(sentences: readonly string[]): boolean {
  return sentences.length >= PARAGRAPH_SENTENCES;
}
