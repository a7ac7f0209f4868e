import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { emptyAssessment, formatScore, IRAC_ITEMS, sessionFigures } from '../../core/focus';
import type { SessionRecord } from '../../core/model';
import { PromptText } from './PromptText';
import { useFocusService } from './hooks';

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <Paper withBorder p="sm" radius="md" ta="center">
      <Text fz={28} fw={700}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

/** 'Session Complete!': minutes, words, characters, the prompt and the answer; self-assessment; what next. */
export function CompletionView({ session, onNew }: { session: SessionRecord; onNew: () => void }) {
  const navigate = useNavigate();
  const service = useFocusService();
  const figures = sessionFigures(session);
  const assessment = session.assessment ?? emptyAssessment();
  return (
    <Stack gap="md" maw={900}>
      <Title order={2}>Session Complete!</Title>
      <SimpleGrid cols={3} spacing="xs" maw={480} data-testid="completion-figures">
        <Figure value={figures.minutes} label={figures.minutes === 1 ? 'minute' : 'minutes'} />
        <Figure value={figures.words} label={figures.words === 1 ? 'word' : 'words'} />
        <Figure value={figures.characters} label={figures.characters === 1 ? 'character' : 'characters'} />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb={6}>
          Prompt
        </Title>
        <PromptText prompt={session.prompt} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb={6}>
          Your answer
        </Title>
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="completed-answer"
        >
          {session.answer.text || 'No answer written.'}
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Checkbox.Group
          label="Self-assessment"
          description="Tick what your answer did (IRAC)."
          value={IRAC_ITEMS.filter((i) => assessment[i.key]).map((i) => i.key)}
          onChange={(keys) => {
            const next = emptyAssessment();
            for (const item of IRAC_ITEMS) next[item.key] = keys.includes(item.key);
            void service.assess(session.id, next);
          }}
        >
          <Stack gap={6} mt="xs">
            {IRAC_ITEMS.map((item) => (
              <Checkbox key={item.key} value={item.key} label={item.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Text size="sm" mt="sm" data-testid="score">
          Score: {session.score === undefined ? 'not assessed yet' : formatScore(session.score)}
        </Text>
      </Paper>
      <Group gap="xs">
        <Button
          color="orange.9"
          onClick={() =>
            navigate('/weak-spots/new', {
              state: { fromSession: session.id, prompt: session.prompt.text, answer: session.answer.text },
            })
          }
        >
          Mark as Weak Spot
        </Button>
        <Button onClick={onNew}>Start New Session</Button>
        <Button variant="default" onClick={() => navigate('/focus-session/history')}>
          View History
        </Button>
      </Group>
    </Stack>
  );
}
