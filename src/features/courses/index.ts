export { CourseCreatePage } from './CourseCreatePage';
export { CourseEditPage } from './CourseEditPage';
export { CoursesPage } from './CoursesPage';
