/**
 * An update that parses (Y.decodeUpdate accepts it) but throws inside Y.applyUpdate, found by fuzzing
 * yjs 13.6 (the same bytes as relay/test/frames.ts THROWING_UPDATE).
 */
export const THROWING_UPDATE_HEX =
  '0205e0fdc5f504002801016d0162017601017a7d01c4cca69a8b0204cca69a8b0205017ac4e0fdc5f50430cca69a8b0205017a' +
  '46cca69a8b020404626f6c640474727565c6e0fdc5f50401e0fdc5f5040204626f6c64046e756c6c05cca69a8b0200280101' +
  '6d016101770568656c6c6f0101036172720188cca69a8b0201027d0277017804010174016184cca69a8b0204024c6301cca6' +
  '9a8b02010101';
