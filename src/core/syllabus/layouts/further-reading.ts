/**
 * Further reading: a label alone on its line that says the list below goes beyond the assignment
 * ("Further Readings:", "Additional reading", "Supplementary materials", "Optional readings:", two
 * qualifiers "Optional Background Readings", "Other Resources"). Its
 * items are written exactly like the assigned ones, so without the label they read as more readings;
 * the block is read like a media block (media-block.ts): nothing in it is a reading.
 */
export const FURTHER_READING_LABEL =
  /^(?:(?:(?:for\s+)?further|additional|supplement(?:al|ary)|optional|recommended|extra|background)(?:\s+(?:further|additional|supplement(?:al|ary)|optional|background))?\s+(?:readings?|materials?|resources?|literature)|other\s+resources?)(?:\s*\([^)]{0,30}\))?\s*:?\s*$/i;

/**
 * The same label reduced to its qualifier ("Recommended", "Highly Recommended:"), as a
 * `\\emph{Recommended}` line or a bold line names the list under a week's assigned one. (A bare
 * "Suggested:" stays a confidence signal only, optional-heading.ts.)
 */
export const BARE_OPTIONAL_LABEL = /^(?:(?:highly|strongly)\s+)?recommended\s*:?\s*$/i;
