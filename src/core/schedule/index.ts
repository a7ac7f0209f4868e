/** Pure rules of the syllabus schedule: progress, confidence, the upload wizard, the review draft. */
export * from './api';
export * from './confidence';
export * from './draft';
export * from './position';
export * from './progress';
export * from './save';
export * from './semester';
export * from './upload';
export * from './wizard';
export * from './merge';
export * from './topic';
