export * from './courseForm';
export * from './currentCourse';
