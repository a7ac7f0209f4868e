/**
 * A numbered week or topic whose whole text is a part of a work (`2 Book 2`, `5. Books 5-8`, `3. Chapter 4`,
 * `7. Cantos XI-XIV`): a reading schedule that names its work once (in its first row or its heading) and then
 * only the part each week reads. The part is the week's reading, not its topic.
 */
const PART_ONLY =
  /^(?:books?|chs?\.?|chaps?\.?|chpts?\.?|chapters?|parts?|acts?|cantos?)\s+(?:\d{1,3}|[IVX]{1,6})(?:\s?[-–&,]\s?(?:\d{1,3}|[IVX]{1,6}))*\.?$/i;

export function isPartOnly(text: string): boolean {
  return PART_ONLY.test(text.trim());
}
