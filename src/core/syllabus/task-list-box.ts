/**
 * A task-list item (GitHub-flavoured Markdown, Org-mode, Obsidian): `- [ ] Read:`, `* [x] Chapter 2 - Author - Book`,
 * `  - [X] [Title](url)`. The box after the list marker is part of the marker - a student who pastes a checklist
 * syllabus gets it on every line - so the item's text starts after it: the `Read:` label over the nested items is
 * then a reading label like any bullet's, and the boxes are never read as a bracketed note or a link.
 */
const TASK_BOX = /^\[[ xX]\]\s+/;

/**
 * A line opened by a box with no list marker before it (`[ ] Read:` once a paste dropped the `- `): the box is
 * the list marker. The item's text, or null when the line opens with no box.
 */
export function boxedItem(text: string): string | null {
  const m = TASK_BOX.exec(text);
  return m && /\S/.test(text.slice(m[0].length)) ? text.slice(m[0].length) : null;
}

/** The item's text without its task-list box (`[ ] `, `[x] `); other text unchanged. */
export function withoutTaskBox(itemText: string): string {
  const m = TASK_BOX.exec(itemText);
  return m ? itemText.slice(m[0].length) : itemText;
}

/**
 * The line with a `- ` list marker put before a box that opens it (`[ ] Read:` -> `- [ ] Read:`), so it is a list item
 * from the first pass on: a paste without its markers does not join it to the line above as a wrapped line.
 */
export function markedTaskBox(line: string): string {
  const indent = line.length - line.trimStart().length;
  const rest = line.slice(indent);
  return boxedItem(rest) === null ? line : `${line.slice(0, indent)}- ${rest}`;
}
