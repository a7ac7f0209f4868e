import { Anchor, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PdfAnnotation, Reading } from '../../core/model';
import { annotationLabel, highlightPrefill } from '../../core/reader';

const MAX_QUERY_TEXT = 1_500;

/** /rpa/create and /weak-spots/new prefilled from a highlight (its quote, page and a link back). */
function prefillLinks(a: PdfAnnotation, reading: Reading) {
  const p = highlightPrefill(a, reading, window.location.origin);
  const body = p.body.slice(0, MAX_QUERY_TEXT + p.source.length);
  const rpa = new URLSearchParams({
    readingId: reading.id,
    courseId: reading.courseId ?? '',
    ruleName: p.title,
    ruleText: p.quote.slice(0, MAX_QUERY_TEXT) || p.title,
    applicationNotes: p.source,
  });
  const weak = new URLSearchParams({
    weekNumber: String(reading.weekNumber),
    title: p.title,
    description: body,
  });
  return { rpa: `/rpa/create?${rpa}`, weakSpot: `/weak-spots/new?${weak}` };
}

/** The side panel: every annotation of the open file, by page; a click jumps to it. */
export function AnnotationPanel({
  annotations,
  reading,
  onJump,
  onComment,
  onDelete,
}: {
  annotations: readonly PdfAnnotation[];
  reading: Reading;
  onJump: (a: PdfAnnotation) => void;
  onComment: (a: PdfAnnotation) => void;
  onDelete: (a: PdfAnnotation) => void;
}) {
  if (annotations.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No annotations yet. Pick Highlight and select a sentence, or Free text and click on the page.
      </Text>
    );
  return (
    <Stack
      gap="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Annotations"
    >
      {annotations.map((a) => {
        const links = a.type === 'highlight' ? prefillLinks(a, reading) : null;
        const label = `${annotationLabel(a.type)}, page ${a.pageIndex + 1}`;
        return (
          <li key={a.id} data-testid="annotation-entry" data-type={a.type}>
            <UnstyledButton onClick={() => onJump(a)} aria-label={`Go to ${label}`} w="100%">
              <Text size="sm" fw={600}>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    borderRadius: 2,
                    marginRight: 6,
                    background: a.color,
                    border: '1px solid #0003',
                  }}
                />
                {label}
              </Text>
              {a.text && (
                <Text size="sm" lineClamp={3}>
                  {a.type === 'highlight' ? `“${a.text}”` : a.text}
                </Text>
              )}
            </UnstyledButton>
            {a.contents && (
              <Text size="sm" c="dimmed" lineClamp={3} data-testid="annotation-comment">
                Comment: {a.contents}
              </Text>
            )}
            <Group gap={4} mt={2}>
              <Button size="compact-xs" variant="subtle" onClick={() => onComment(a)}>
                {a.contents ? 'Edit comment' : 'Comment'}
              </Button>
              {links && (
                <>
                  <Anchor component={Link} to={links.rpa} size="xs" px={4}>
                    Make RPA
                  </Anchor>
                  <Anchor component={Link} to={links.weakSpot} size="xs" px={4}>
                    Make weak spot
                  </Anchor>
                </>
              )}
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => onDelete(a)}
                aria-label={`Delete ${label}`}
              >
                Delete
              </Button>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
