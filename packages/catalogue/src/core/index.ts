export * from './course';
export * from './rules';
export * from './texts';
