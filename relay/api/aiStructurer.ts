import { z } from 'zod';
import { StructuredSyllabus } from '../../src/core/model';
import type { AiConfig } from '../config';

/** The JSON schema the model must answer with, derived from the core schema (input side: defaults optional). */
export const STRUCTURED_SYLLABUS_JSON_SCHEMA = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(StructuredSyllabus, { io: 'input' }) as Record<
    string,
    unknown
  >;
  return schema;
})();

const SYSTEM_PROMPT = [
  'You structure law-school course syllabi.',
  'Read the syllabus text and answer with JSON only, matching the given schema:',
  'weeks (weekNumber from 1, topic, startDate/endDate as YYYY-MM-DD when stated, readings with title,',
  'citation, pages, date), semesterStart, semesterEnd, meetingDays (lowercase weekday names), courseCode,',
  'courseTitle. Use null for anything the text does not say. Never invent readings.',
].join(' ');

const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

const ChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

export class AiError extends Error {}

function chatCompletionsUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

async function readCapped(res: Response, limit: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new AiError('AI answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Models sometimes wrap JSON in a Markdown fence despite response_format. */
function unfence(text: string): string {
  const m = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text);
  return m?.[1] ?? text;
}

/**
 * Asks an OpenAI-compatible chat-completions endpoint for the structured syllabus and validates
 * the answer with the core schema. Throws AiError (or an abort error) on any failure.
 */
export async function structureWithAi(config: AiConfig, rawText: string): Promise<StructuredSyllabus> {
  if (!config.baseUrl) throw new AiError('AI is not configured');
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;
  const signal = AbortSignal.timeout(config.timeoutMs);
  const res = await fetch(chatCompletionsUrl(config.baseUrl), {
    method: 'POST',
    headers,
    signal,
    redirect: 'error',
    body: JSON.stringify({
      model: config.model,
      temperature: 0,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: rawText },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'structured_syllabus', strict: false, schema: STRUCTURED_SYLLABUS_JSON_SCHEMA },
      },
    }),
  });
  const text = await readCapped(res, MAX_ANSWER_BYTES);
  if (!res.ok) throw new AiError(`AI answered ${res.status}`);
  let completion: unknown;
  try {
    completion = JSON.parse(text);
  } catch {
    throw new AiError('AI answer is not JSON');
  }
  const parsed = ChatCompletion.safeParse(completion);
  const content = parsed.success ? parsed.data.choices[0]?.message.content : undefined;
  if (!content) throw new AiError('AI answer has no content');
  let syllabus: unknown;
  try {
    syllabus = JSON.parse(unfence(content));
  } catch {
    throw new AiError('AI content is not JSON');
  }
  const result = StructuredSyllabus.safeParse(syllabus);
  if (!result.success) throw new AiError('AI content does not match the syllabus schema');
  return result.data;
}
