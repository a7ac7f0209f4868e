import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { boxedItem, markedTaskBox, withoutTaskBox } from './task-list-box';

describe('withoutTaskBox', () => {
  it('drops an empty or ticked box opening a list item', () => {
    expect(withoutTaskBox('[ ] Read:')).toBe('Read:');
    expect(withoutTaskBox('[x] Chapter 2 - Moss - Rivers')).toBe('Chapter 2 - Moss - Rivers');
    expect(withoutTaskBox('[X] [A Title](https://example.org/a)')).toBe('[A Title](https://example.org/a)');
  });

  it('leaves a bracketed note or a link alone', () => {
    expect(withoutTaskBox('[Optional] Smith, Rivers')).toBe('[Optional] Smith, Rivers');
    expect(withoutTaskBox('[Title](url)')).toBe('[Title](url)');
    expect(withoutTaskBox('[ ]')).toBe('[ ]');
  });
});

describe('boxedItem', () => {
  it('is the text after a box opening a line, null without one', () => {
    expect(boxedItem('[ ] Read:')).toBe('Read:');
    expect(boxedItem('[x] Moss, Rivers')).toBe('Moss, Rivers');
    expect(boxedItem('[1] Moss, Rivers')).toBeNull();
    expect(boxedItem('Moss, Rivers')).toBeNull();
  });
});

describe('markedTaskBox', () => {
  it('puts a list marker before a box opening the line, keeping its indent', () => {
    expect(markedTaskBox('  [ ] The Dam Builders')).toBe('  - [ ] The Dam Builders');
    expect(markedTaskBox('- [ ] Read:')).toBe('- [ ] Read:');
    expect(markedTaskBox('Read [1] first')).toBe('Read [1] first');
  });
});

describe('a checklist pasted without its list markers: the boxes open the items', () => {
  it('reads the boxed items under a boxed Read: label', () => {
    const r = read([
      'Week 1 "Water and Power"',
      '[ ] Read:',
      '  [ ] Chapter 1 - Moss - Rivers of the West',
      '  [ ] The Dam Builders',
      '  [ ] Irrigation Policy in the Arid West',
      '[ ] Videos:',
      '  [ ] Flooding the Valley',
      'Week 2 "Courts"',
      '[ ] Read:',
      '  [ ] Chapter 2 - Moss - Rivers of the West',
      '[ ] Discussion: Who owns a river?',
      'Week 3 "Markets"',
      '[ ] Read:',
      '  [ ] Chapter 3 - Moss - Rivers of the West',
    ]);
    expect(r.titles).toEqual([
      'Chapter 1 - Moss - Rivers of the West',
      'The Dam Builders',
      'Irrigation Policy in the Arid West',
      'Chapter 2 - Moss - Rivers of the West',
      'Chapter 3 - Moss - Rivers of the West',
    ]);
  });
});

describe('a checklist syllabus: task-list boxes before every item', () => {
  it('reads the items under a boxed Read: label as readings, not the videos or the discussion', () => {
    const r = read([
      '## Schedule',
      '### Week 1 "Water and Power"',
      '- [ ] Read:',
      '  - [ ] Chapter 1 - Moss - Rivers of the West',
      '  - [ ] [The Dam Builders](https://example.org/dams)',
      '  - [ ] Irrigation Policy in the Arid West',
      '- [ ] Videos:',
      '  - [ ] [Flooding the Valley](https://example.org/v1)',
      '- [ ] Discussion: Who owns a river?',
      '### Week 2 "Courts"',
      '- [ ] Read:',
      '  - [ ] Chapter 2 - Moss - Rivers of the West',
      '  - [ ] [Judging the Water](https://example.org/judge)',
      '- [ ] Assignment: Brief a case',
      '### Week 3 "Markets"',
      '- [ ] Read:',
      '  - [ ] Chapter 3 - Moss - Rivers of the West',
      '- [ ] Discussion: Selling water',
    ]);
    expect(r.titles).toEqual([
      'Chapter 1 - Moss - Rivers of the West',
      'The Dam Builders',
      'Irrigation Policy in the Arid West',
      'Chapter 2 - Moss - Rivers of the West',
      'Judging the Water',
      'Chapter 3 - Moss - Rivers of the West',
    ]);
    expect(r.rows.map((x) => x[0])).toEqual([1, 1, 1, 2, 2, 3]);
  });
});
