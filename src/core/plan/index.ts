/** The plan: recommendations, the syllabus position, the Sunday audit, the dashboard and the workflows. */
export * from './audit';
export * from './dashboard';
export * from './dates';
export * from './inputs';
export * from './position';
export * from './practice';
export * from './recommendations';
export * from './workflows';
