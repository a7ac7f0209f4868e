import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The notice a form shows while no course is chosen: the feature's message and a link to create one. */
export function NoCourseAlert({ message }: { message: string }) {
  return (
    <Alert color="yellow" role="status">
      {message}{' '}
      <Anchor component={Link} to="/courses/new">
        Create a course
      </Anchor>
    </Alert>
  );
}
