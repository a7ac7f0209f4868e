export { ReaderPage } from './ReaderPage';
