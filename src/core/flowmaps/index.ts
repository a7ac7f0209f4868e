export * from './editing';
export * from './form';
export * from './layout';
export * from './list';
export * from './mapping';
export * from './messages';
export * from './versions';
export * from './nodeSize';
