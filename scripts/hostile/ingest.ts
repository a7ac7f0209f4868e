import { loadAverage, ms, type RelayProcess, sleep, verdict } from './relayProcess';

/** Runs of spaces, dots, digits and brackets: what made the structurer's old regexes backtrack. */
export function adversarialText(chars: number): string {
  const runs = [' ', '.', '7', '(', '[', '. ', ' 1.', '...'];
  let text = 'Week 1 ';
  for (let i = 0; text.length < chars; i++) text += `${runs[i % runs.length]!.repeat(4096)}x\n`;
  return text.slice(0, chars);
}

async function postIngest(url: string, rawText: string) {
  const started = performance.now();
  const res = await fetch(`${url}/api/syllabus/ingest`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rawText }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/** Posts `rawText` while polling /healthz every 20 ms; the worst health answer and the ingest's. */
async function ingestWithHealth(relay: RelayProcess, rawText: string) {
  let polling = true;
  let worst = 0;
  let polls = 0;
  const poller = (async () => {
    while (polling) {
      const t = performance.now();
      await (await fetch(`${relay.url}/healthz`)).arrayBuffer();
      worst = Math.max(worst, performance.now() - t);
      polls++;
      await sleep(20);
    }
  })();
  const answer = await postIngest(relay.url, rawText);
  polling = false;
  await poller;
  return { ...answer, worst, polls };
}

export async function benchIngest(relay: RelayProcess): Promise<boolean> {
  // Warm the workers (they start on the first ingest), as a relay in service has them.
  await postIngest(relay.url, 'Week 1 Contracts\nReading: Lucy v. Zehmer, pp. 1-10');
  const big = await ingestWithHealth(relay, adversarialText(1_000_000));
  const answered = big.ms < 1000 && big.status < 500;
  const healthy = big.worst < 100;
  const ok = answered && healthy;
  console.log(`1. 1 MB adversarial ingest (load average ${loadAverage()}): ${verdict(ok)}`);
  console.log(`   answered ${big.status} in ${ms(big.ms)} (target < 1000 ms): ${verdict(answered)}`);
  console.log(
    `   /healthz meanwhile: worst ${ms(big.worst)} over ${big.polls} polls (target < 100 ms): ${verdict(healthy)}`,
  );
  // Also within the text limit, so the structurer itself runs (and is stopped by the time limit if slow).
  const mid = await ingestWithHealth(relay, adversarialText(200_000));
  console.log(
    `   200 KB adversarial ingest (under the text limit, structured in a worker): ${mid.status} in ${ms(mid.ms)}; /healthz worst ${ms(mid.worst)} over ${mid.polls} polls`,
  );
  return ok;
}
