/**
 * A read instruction whose object is the class's own writing, named by no title (`read assigned brief`,
 * `Read your partner's draft`, `read a classmate's paper.`): peer editing, not a reading. Only a span that
 * ends with that object counts; `Read the assigned paper: Smith, "Title"` names a work and stays.
 */
export const OWN_WORK_READ =
  /^(?:re-?)?read\s+(?:(?:the|an?|your)\s+)?(?:assigned|your|each\s+other[’']s|one\s+another[’']s|(?:partner|peer|classmate|group|team)[’']?s?[’']?)\s+(?:(?:first|second|final|rough|peer|own)\s+)?(?:drafts?|briefs?|papers?|essays?|memos?|memoranda|submissions?|work|writing)\s*\.?$/i;
