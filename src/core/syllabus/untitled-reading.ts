/** The title of a reading that has pages and no title of its own (and no default source to name it after). */
export const UNTITLED_READING = 'Assigned pages';
