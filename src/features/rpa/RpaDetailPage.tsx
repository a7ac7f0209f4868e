import { Alert, Anchor, Badge, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Rpa } from '../../core/model';
import {
  formatDateTime,
  RPA_TEXT,
  readingLabel,
  rpaMessage,
  rpaNotFound,
  rpaToFormValues,
} from '../../core/rpa';
import { ErrorPanel, PageHeader } from '../../ui';
import { useGoBack } from '../../ui/useGoBack';
import { LOAD_FAILED, useCourseReadings, useRpa, useRpaService } from './hooks';
import { RpaForm } from './RpaForm';

function Section({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function RpaView({ rpa }: { rpa: Rpa }) {
  const readings = useCourseReadings(rpa.courseId);
  const linked = rpa.readingIds.map((id) => readings.find((r) => r.id === id));
  const missing = linked.filter((r) => !r).length;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Section label="Rule">
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="rpa-rule-text">
            {rpa.ruleText}
          </Text>
        </Section>
        <Section label="Purpose">
          {rpa.purposeText ? (
            <Text style={{ whiteSpace: 'pre-wrap' }}>{rpa.purposeText}</Text>
          ) : (
            <Text c="dimmed">No purpose written yet.</Text>
          )}
        </Section>
        <Section label="Application notes">
          {rpa.applicationNotes ? (
            <Text style={{ whiteSpace: 'pre-wrap' }}>{rpa.applicationNotes}</Text>
          ) : (
            <Text c="dimmed">No application notes yet.</Text>
          )}
        </Section>
        <Section label="Readings">
          {rpa.readingIds.length === 0 ? (
            <Text c="dimmed">No readings linked.</Text>
          ) : (
            <List size="sm">
              {linked.map(
                (r) =>
                  r && (
                    <List.Item key={r.id}>
                      <Anchor component={Link} to={`/syllabus/reading/${r.id}`}>
                        {readingLabel(r)}
                      </Anchor>
                    </List.Item>
                  ),
              )}
              {missing > 0 && (
                <List.Item>
                  {missing === 1 ? '1 reading is' : `${missing} readings are`} no longer in the syllabus.
                </List.Item>
              )}
            </List>
          )}
        </Section>
        <Group gap="lg">
          <Text size="sm" c="dimmed" data-testid="rpa-created">
            Created {formatDateTime(rpa.createdAt)}
          </Text>
          <Text size="sm" c="dimmed" data-testid="rpa-updated">
            Updated {formatDateTime(rpa.updatedAt)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

export function RpaDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack('/rpa');
  const service = useRpaService();
  const rpa = useRpa(id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (deleting) return null;
  if (rpa === LOAD_FAILED || !rpa) {
    return (
      <>
        <PageHeader title="RPA" />
        <ErrorPanel
          title={RPA_TEXT.loadFailed}
          message={rpa === LOAD_FAILED ? RPA_TEXT.loadFailed : rpaNotFound(id)}
          onBack={goBack}
        />
      </>
    );
  }

  const remove = async () => {
    setDeleting(true);
    try {
      await service.remove(rpa.id);
      navigate('/rpa', { replace: true });
    } catch (error) {
      setDeleting(false);
      setConfirming(false);
      setFailure(rpaMessage(error, RPA_TEXT.deleteFailed));
    }
  };

  return (
    <>
      <PageHeader
        title={rpa.ruleName}
        subtitle={
          <Group gap="xs" component="span">
            <span>{rpa.course}</span>
            {rpa.weekNumber !== undefined && <Badge variant="light">Week {rpa.weekNumber}</Badge>}
          </Group>
        }
        actions={
          !editing && (
            <>
              <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirming(true)}
              >
                Delete
              </Button>
            </>
          )
        }
      />
      {failure && (
        <Alert color="red" mb="md" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {editing ? (
        <>
          <Title order={3} mb="sm">
            Edit RPA
          </Title>
          <RpaForm
            initialValues={rpaToFormValues(rpa)}
            submitLabel="Save"
            busyLabel="Saving..."
            failureText={RPA_TEXT.saveFailed}
            onSubmit={async (draft) => {
              await service.update(rpa.id, draft);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </>
      ) : (
        <RpaView rpa={rpa} />
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete RPA" centered>
        <Text mb="md">{RPA_TEXT.deleteConfirm}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void remove()}>
            Delete
          </Button>
        </Group>
      </Modal>
    </>
  );
}
