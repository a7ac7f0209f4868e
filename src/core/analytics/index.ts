/** Analytics (SPEC 2 and 3): coverage, fluency, weak spots, compression, activity and workload forecast. */
export * from './activity';
export * from './analytics';
export * from './compression';
export * from './exams';
export * from './coverage';
export * from './fluency';
export * from './forecast';
export * from './scope';
export * from './weakSpots';
export * from './panels';
