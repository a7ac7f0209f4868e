import { Alert, Anchor } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Rpa } from '../../core/model';
import { emptyRpaForm, RPA_TEXT } from '../../core/rpa';
import { useCourses } from '../../data/react';
import { PageHeader } from '../../ui';
import { useGoBack } from '../../ui/useGoBack';
import { useCourseReadings, useRpaService } from './hooks';
import { RpaForm } from './RpaForm';

/**
 * Create New RPA, at /rpa/new and at /rpa/create?readingId=&courseId= (the same form, prefilled with that
 * course and reading).
 */
export function RpaCreatePage() {
  const service = useRpaService();
  const [params] = useSearchParams();
  const { courses, current } = useCourses();
  const queryCourse = courses.find((c) => c.id === params.get('courseId'));
  const course = queryCourse ?? current;
  const readings = useCourseReadings(course?.id);
  const readingId = params.get('readingId');
  const [created, setCreated] = useState<Rpa | null>(null);
  const goBack = useGoBack('/rpa');

  const initialValues = useMemo(() => {
    const values = emptyRpaForm(course?.name ?? '', course?.id ?? '');
    const reading = readings.find((r) => r.id === readingId);
    if (reading) {
      values.readingIds = [reading.id];
      values.weekNumber = reading.weekNumber;
    }
    // From a highlight in the reader: its quote, and where it came from (with a link back).
    values.ruleName = (params.get('ruleName') ?? '').slice(0, 300);
    values.ruleText = (params.get('ruleText') ?? '').slice(0, 20_000);
    values.applicationNotes = (params.get('applicationNotes') ?? '').slice(0, 20_000);
    return values;
  }, [course?.name, course?.id, readings, readingId, params]);

  return (
    <>
      <PageHeader
        title={RPA_TEXT.createTitle}
        subtitle="Rule, Purpose, Application: state the rule, why it exists, and how it applies."
      />
      {created && (
        <Alert color="green" mb="md" role="status" withCloseButton onClose={() => setCreated(null)}>
          RPA “{created.ruleName}” created.{' '}
          <Anchor component={Link} to={`/rpa/${created.id}`}>
            Open it
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to="/rpa">
            see all RPAs
          </Anchor>
          .
        </Alert>
      )}
      <RpaForm
        key={`${course?.id ?? 'none'}:${readingId ?? ''}:${params.get('ruleText') ?? ''}`}
        initialValues={initialValues}
        submitLabel="Create RPA"
        onCancel={goBack}
        busyLabel={RPA_TEXT.creating}
        failureText={RPA_TEXT.createFailed}
        resetOnSuccess
        onSubmit={async (draft) => {
          setCreated(null);
          setCreated(await service.create(draft));
        }}
      />
    </>
  );
}
