import { describe, expect, it } from 'vitest';
import { asPipelineError, describeError, messageFor, PipelineError } from './errors';

describe('pipeline errors', () => {
  it('uses the catalogue texts', () => {
    expect(messageFor('NO_FILE')).toBe('Please select a file');
    expect(messageFor('NO_TEXT')).toBe('No text extracted from file');
    expect(messageFor('PDF_FAILED', 'Invalid PDF structure')).toBe(
      'Failed to extract text from PDF: Invalid PDF structure',
    );
    expect(messageFor('OCR_FAILED', 'out of memory')).toBe('Failed to perform OCR: out of memory');
  });

  it('never shows "undefined" when a library rejects with nothing', () => {
    expect(describeError(undefined)).toBe('unknown error');
    expect(describeError(null)).toBe('unknown error');
    const error = asPipelineError(undefined, 'OCR_FAILED', 'ocr');
    expect(error).toBeInstanceOf(PipelineError);
    expect(error.message).toBe('Failed to perform OCR: unknown error');
  });
});
