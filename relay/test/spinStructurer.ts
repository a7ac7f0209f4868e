/** Test structurer for the ingest workers: 'spin' never returns (a pathological input), 'throw' fails. */
export function structure(rawText: string): unknown {
  if (rawText.startsWith('spin')) for (;;) {}
  if (rawText.startsWith('throw')) throw new Error('structurer failed');
  return {
    weeks: [{ weekNumber: 1, readings: [{ title: rawText.slice(0, 40), confidence: 50 }] }],
    meetingDays: [],
  };
}
