/**
 * An Org-mode link with a description, `[[https://…/slp3/3.pdf][SLP3 3]]`, shows only its description on the
 * page. Org source shared as it is (an `.org` schedule page, an Org table pasted into a Markdown page) keeps the
 * brackets, and read as Markdown the pair `[target][description]` looked like a reference link whose text is
 * the target: the URL stayed and the reading's name was lost. This reads the link as Org shows it, in any
 * document (the double-bracket pair with a bracketed description is Org's own shape). Linear: each part stops
 * at the next bracket.
 */
const DESCRIBED_ORG_LINK = /\[\[([^\][]*)\]\[([^\][]*)\]\]/g;

export function orgLinkText(text: string): string {
  return text.replace(DESCRIBED_ORG_LINK, (_m, _target: string, description: string) => description);
}
