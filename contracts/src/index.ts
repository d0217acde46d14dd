export * from './calls/index';
export * from './messages/index';
export * from './constants/index';
export * from './entities/index';
export * from './scene/index';
